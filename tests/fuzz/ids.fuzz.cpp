// Fuzz target: decoding keys whose fields are ULIDs and UUIDs (alphabets, case, dashes, the
// 128-bit limit of a ULID's first character).
#include <cstddef>
#include <cstdint>
#include <keyplate/keyplate.hpp>

#include "queries.hpp"

namespace kp = keyplate;
namespace kf = keyplate_fuzz;

namespace {
using Ulid = kp::key<"X#{v}", kp::ulid>;
using Uuid = kp::key<"X#{v}", kp::uuid>;
using Task = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
using Both = kp::key<"{u}{v}", kp::ulid, kp::uuid>;
using Line = kp::key<"U#{id}#O#{n}", kp::ulid, kp::uint<2>>;
using Bare = kp::key<"{id}", kp::uuid>;
using Device = kp::key<"D#{device}:{session}#", kp::uuid, kp::ulid>;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const kf::two_keys input = kf::split_input(data, size);
  kf::with_layout<Ulid, Uuid, Task, Both, Line, Bare, Device>(
      input.selector, [&]<class K>() { kf::check_keys<K>(input.first, input.second); });
  return 0;
}
