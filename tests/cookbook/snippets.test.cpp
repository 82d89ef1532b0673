// Keeps the documentation honest: every code line of a document's ```cpp blocks (comments aside)
// must be a line of the compiled tests next to this file (or of the examples/recipes/ headers they
// include), and every ```json block must appear verbatim in them (as a raw string the test
// compares with what the code produces).
//
//   docs/cookbook.md  -> the recipe tests (every *.cpp here but the ones below) and the recipe
//                        headers they include (examples/recipes/, shared with describe.cpp)
//   docs/schema.md    -> schema_walkthrough.test.cpp and examples/recipes/shop.hpp
//   README.md         -> readme_tour.test.cpp, for the ```cpp blocks right after a line
//                        "<!-- compiled: tests/cookbook/readme_tour.test.cpp -->" (the other
//                        README blocks are fragments of the tour, not whole programs)
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "catch.hpp"

namespace {

namespace fs = std::filesystem;

const fs::path here = fs::path(__FILE__).parent_path();
const fs::path root = here.parent_path().parent_path();
const fs::path recipes = root / "examples" / "recipes";

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

// The tests a document is checked against: their code lines, and their whole text.
struct sources {
  std::set<std::string> code;
  std::string text;
};

sources read_sources(const std::vector<fs::path>& files) {
  sources s;
  for (const fs::path& file : files) {
    for (const std::string& line : lines_of(file)) {
      s.code.insert(code_of(line));
      s.text += line;
      s.text += '\n';
    }
  }
  return s;
}

const std::string compiled_marker = "<!-- compiled: tests/cookbook/readme_tour.test.cpp -->";

// What one document's check covered.
struct checked {
  std::size_t code_lines = 0;
  std::size_t json_blocks = 0;
};

// Checks `doc` against `s`. With `marked_only`, only the ```cpp blocks right after
// `compiled_marker` (and no ```json blocks).
checked check_document(const fs::path& doc, const sources& s, bool marked_only) {
  REQUIRE(fs::exists(doc));
  checked count;
  enum class block { none, cpp, json, other } in = block::none;
  std::string previous, json;
  for (const std::string& line : lines_of(doc)) {
    if (line.rfind("```", 0) == 0) {
      if (in == block::none) {
        json.clear();
        if (marked_only && previous != compiled_marker) {
          in = block::other;
        } else if (line == "```cpp") {
          in = block::cpp;
        } else if (line == "```json" && !marked_only) {
          in = block::json;
        } else {
          in = block::other;
        }
      } else {
        if (in == block::json) {
          ++count.json_blocks;
          INFO(doc.filename().string() << ": JSON block not found verbatim in its test:\n" << json);
          CHECK(s.text.find(json) != std::string::npos);
        }
        in = block::none;
      }
      previous = line;
      continue;
    }
    previous = line;
    if (in == block::json) {
      json += line;
      json += '\n';
      continue;
    }
    if (in != block::cpp) continue;
    const std::string code = code_of(line);
    if (code.empty()) continue;
    ++count.code_lines;
    INFO(doc.filename().string() << " line not found in its compiled test: " << line);
    CHECK(s.code.count(code) == 1);
  }
  CHECK(in == block::none);
  return count;
}

}  // namespace

TEST_CASE("every code line of docs/cookbook.md is compiled in tests/cookbook") {
  std::vector<fs::path> files = {recipes / "primary.hpp",    recipes / "tenants.hpp",
                                 recipes / "customers.hpp",  recipes / "comments.hpp",
                                 recipes / "overloaded.hpp", recipes / "sales.hpp"};
  for (const fs::directory_entry& entry : fs::directory_iterator(here)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".cpp" || name == "snippets.test.cpp" ||
        name == "schema_walkthrough.test.cpp" || name == "readme_tour.test.cpp") {
      continue;
    }
    files.push_back(entry.path());
  }
  for (const fs::path& file : files) REQUIRE(fs::exists(file));
  const sources s = read_sources(files);
  REQUIRE(s.code.size() > 100);
  CHECK(check_document(root / "docs" / "cookbook.md", s, false).code_lines > 100);
}

TEST_CASE("every code line and JSON block of docs/schema.md is in its test or recipe header") {
  const std::vector<fs::path> files = {here / "schema_walkthrough.test.cpp",
                                       recipes / "primary.hpp", recipes / "shop.hpp"};
  for (const fs::path& file : files) REQUIRE(fs::exists(file));
  const sources s = read_sources(files);
  const checked c = check_document(root / "docs" / "schema.md", s, false);
  CHECK(c.code_lines > 60);
  CHECK(c.json_blocks >= 4);
}

TEST_CASE("the README's schema example is compiled in readme_tour.test.cpp") {
  const sources s = read_sources({here / "readme_tour.test.cpp"});
  CHECK(check_document(root / "README.md", s, true).code_lines > 15);
}
