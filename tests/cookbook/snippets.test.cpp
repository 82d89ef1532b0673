// Keeps docs/cookbook.md honest: every code line of its ```cpp blocks (comments aside) must be a
// line of one of the compiled cookbook tests next to this file.
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "catch.hpp"

namespace {

namespace fs = std::filesystem;

// `line` without its `//` comment (outside string literals) and surrounding blanks.
std::string code_of(const std::string& line) {
  std::size_t end = line.size();
  bool quoted = false;
  for (std::size_t i = 0; i != line.size(); ++i) {
    if (line[i] == '"' && (i == 0 || line[i - 1] != '\\')) quoted = !quoted;
    if (!quoted && line.compare(i, 2, "//") == 0) {
      end = i;
      break;
    }
  }
  const std::size_t first = line.find_first_not_of(" \t");
  if (first == std::string::npos || first >= end) return {};
  const std::size_t last = line.find_last_not_of(" \t", end - 1);
  return line.substr(first, last + 1 - first);
}

std::vector<std::string> lines_of(const fs::path& file) {
  std::ifstream in(file);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("every code line of docs/cookbook.md is compiled in tests/cookbook") {
  const fs::path here = fs::path(__FILE__).parent_path();
  const fs::path doc = here.parent_path().parent_path() / "docs" / "cookbook.md";
  REQUIRE(fs::exists(doc));

  std::set<std::string> compiled;
  for (const fs::directory_entry& entry : fs::directory_iterator(here)) {
    if (entry.path().extension() != ".cpp" || entry.path().filename() == "snippets.test.cpp") {
      continue;
    }
    for (const std::string& line : lines_of(entry.path())) compiled.insert(code_of(line));
  }
  REQUIRE(compiled.size() > 100);

  std::size_t checked = 0;
  bool in_cpp = false;
  for (const std::string& line : lines_of(doc)) {
    if (line.rfind("```", 0) == 0) {
      in_cpp = !in_cpp && line == "```cpp";
      continue;
    }
    if (!in_cpp) continue;
    const std::string code = code_of(line);
    if (code.empty()) continue;
    ++checked;
    INFO("docs/cookbook.md line not found in tests/cookbook/*.cpp: " << line);
    CHECK(compiled.count(code) == 1);
  }
  CHECK(checked > 80);
}
