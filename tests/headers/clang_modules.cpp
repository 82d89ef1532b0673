// The public headers as Clang modules see the standard library (`-fmodules`, ctest
// headers.clang_modules, with Clang and libc++): libc++'s headers are modules there, and
// naming one of their private headers, which keyplate does elsewhere to include less, is an
// error.
#include <cstdint>
#include <keyplate/describe.hpp>
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#if __has_include(<nlohmann/json.hpp>)
#include <keyplate/dynamodb_json.hpp>
#endif
#if __has_include(<simdjson.h>)
#include <keyplate/dynamodb_simdjson.hpp>
#endif

namespace kp = keyplate;

// Something to instantiate: an entity's item and its decoding (kp::result, whose storage uses
// std::construct_at).
using Primary = kp::index<"pk", "sk">;
using Order = kp::entity<"Order", kp::fields<kp::field<"orderId", kp::uint<10>>>,
                         kp::keys<Primary, "ORDER#{orderId}", "#">>;
bool round_trip(std::uint64_t id) {
  const auto v = Order::make(kp::arg<"orderId">(id));
  const auto back = Order::decode_item(Order::item(v));
  return back && back->get<"orderId">() == id;
}
