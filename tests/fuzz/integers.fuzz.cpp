// Fuzz target: decoding keys whose fields are unsigned (uint<W>, uint<>) and signed (int64)
// integers: widths, leading zeros, overflow, the sign of int64.
#include <cstddef>
#include <cstdint>
#include <keyplate/keyplate.hpp>

#include "queries.hpp"

namespace kp = keyplate;
namespace kf = keyplate_fuzz;

namespace {
using Four = kp::key<"N#{n}", kp::uint<4>>;
using One = kp::key<"N#{n}", kp::uint<1>>;
using Nineteen = kp::key<"R#{n}", kp::uint<19>>;
using Twenty = kp::key<"N#{n}", kp::uint<20>>;
using Plain = kp::key<"N#{n}", kp::uint<>>;
using Signed = kp::key<"N#{n}", kp::int64>;
using Comment = kp::key<"{parentId}#{commentId}", kp::uint<10>, kp::uint<10>>;
using Suffixed = kp::key<"V#{n}X", kp::uint<4>>;
using Counter = kp::key<"C#{n}#{m}", kp::uint<>, kp::int64>;
using Adjacent = kp::key<"{a}{b}", kp::uint<3>, kp::int64>;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const kf::two_keys input = kf::split_input(data, size);
  kf::with_layout<Four, One, Nineteen, Twenty, Plain, Signed, Comment, Suffixed, Counter, Adjacent>(
      input.selector, [&]<class K>() { kf::check_keys<K>(input.first, input.second); });
  return 0;
}
