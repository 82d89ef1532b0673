// keyplate benchmarks: the registry of contenders and key shapes, filled in report order.
#include <vector>

#include "bench_common.hpp"

namespace keyplate_bench {

void register_k1();
void register_k2();
void register_k3_partition();
void register_k3_sort();
void register_k4();
void register_schema_item();
void register_schema_data();
#if KEYPLATE_BENCH_HAVE_SIMDJSON
void register_schema_page();
#endif

std::vector<contender>& contenders() {
  static std::vector<contender> all;
  return all;
}

std::vector<parity_check>& parity_checks() {
  static std::vector<parity_check> all;
  return all;
}

std::vector<shape>& shapes() {
  static std::vector<shape> all;
  return all;
}

void register_all() {
  if (!contenders().empty()) return;
  register_k1();
  register_k2();
  register_k3_partition();
  register_k3_sort();
  register_k4();
  register_schema_item();
  register_schema_data();
#if KEYPLATE_BENCH_HAVE_SIMDJSON
  register_schema_page();
#endif
}

}  // namespace keyplate_bench
