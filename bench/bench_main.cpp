// keyplate_bench: first checks that each shape's hand-tuned code accepts exactly what keyplate
// accepts, then times every contender with Google Benchmark. The JSON context records each
// shape's layout (`shape:NAME`) and the outcome of that check (`hand_tuned_parity`), for
// compare.py. Exits 1 when the check failed.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>

#include "bench_common.hpp"

int main(int argc, char** argv) {
  using namespace keyplate_bench;
  register_all();
  std::string disagreements;
  for (const parity_check& check : parity_checks()) {
    const std::string problem = check.run();
    if (problem.empty()) continue;
    std::fprintf(stderr, "keyplate_bench: %s: hand-tuned code and keyplate disagree: %s\n",
                 check.shape.c_str(), problem.c_str());
    disagreements += (disagreements.empty() ? "" : " ") + check.shape;
  }
  benchmark::AddCustomContext("hand_tuned_parity",
                              disagreements.empty() ? "ok" : "FAILED: " + disagreements);
  for (const shape& s : shapes()) benchmark::AddCustomContext("shape:" + s.name, s.description);
  for (const contender& c : contenders()) benchmark::RegisterBenchmark(c.name.c_str(), c.time);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return disagreements.empty() ? 0 : 1;
}
