// keyplate_bench_callgrind: runs one contender a given number of times, for instruction counts
// under `valgrind --tool=callgrind` (compare.py --callgrind runs it with N and with 0 iterations
// and takes the difference, so start-up and input generation cancel out).
//
//   keyplate_bench_callgrind --list              the contenders' names, one a line
//   keyplate_bench_callgrind --shapes            each shape's name, a tab, its layout
//   keyplate_bench_callgrind NAME ITERATIONS     check NAME's outputs, then run it
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "bench_common.hpp"

int main(int argc, char** argv) {
  using namespace keyplate_bench;
  register_all();
  if (argc == 2 && std::string_view(argv[1]) == "--list") {
    for (const contender& c : contenders()) std::printf("%s\n", c.name.c_str());
    return 0;
  }
  if (argc == 2 && std::string_view(argv[1]) == "--shapes") {
    for (const shape& s : shapes()) std::printf("%s\t%s\n", s.name.c_str(), s.description.c_str());
    return 0;
  }
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s --list | --shapes | NAME ITERATIONS\n", argv[0]);
    return 2;
  }
  char* end = nullptr;
  const unsigned long long iterations = std::strtoull(argv[2], &end, 10);
  if (end == argv[2] || *end != '\0') {
    std::fprintf(stderr, "%s: ITERATIONS must be a number, got '%s'\n", argv[0], argv[2]);
    return 2;
  }
  for (const contender& c : contenders()) {
    if (c.name != argv[1]) continue;
    const std::string problem = c.count(static_cast<std::size_t>(iterations));
    if (problem.empty()) return 0;
    std::fprintf(stderr, "%s: %s\n", c.name.c_str(), problem.c_str());
    return 1;
  }
  std::fprintf(stderr, "%s: no contender named '%s' (see --list)\n", argv[0], argv[1]);
  return 2;
}
