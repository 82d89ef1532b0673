// Fuzz target: decoding keys whose fields are strings (escapes, UTF-8, lengths, separators).
#include <cstddef>
#include <cstdint>
#include <keyplate/keyplate.hpp>

#include "queries.hpp"

namespace kp = keyplate;
namespace kf = keyplate_fuzz;

namespace {
using ProjectTask = kp::key<"PROJECT#{p}#TASK#{t}">;
using OneByte = kp::key<"N#{s}", kp::string<1>>;
using Leading = kp::key<"{tag}#X", kp::string<4>>;
using Enclosed = kp::key<"X#{v}#Y", kp::string<8>>;
using Three = kp::key<"{a}#{b}#{c}">;
using Short = kp::key<"T#{a}#{n}#{b}", kp::string<2>, kp::string<3>, kp::string<1>>;
using Long = kp::key<"NOTE#{title}", kp::string<1000>>;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const kf::two_keys input = kf::split_input(data, size);
  kf::with_layout<ProjectTask, OneByte, Leading, Enclosed, Three, Short, Long>(
      input.selector, [&]<class K>() { kf::check_keys<K>(input.first, input.second); });
  return 0;
}
