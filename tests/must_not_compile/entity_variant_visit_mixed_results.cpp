// expect: keyplate: entity_variant::visit: f must return the same type for every entity
// single-error
// Must not compile: a visitor whose result type depends on the entity.
#include "schema_shop.hpp"

using Read = kp::entity_variant<Order, Task>;

void visit(const Read& read) {
#ifndef KEYPLATE_MNC_CONTROL
  read.visit([](const auto& v) {
    if constexpr (std::is_same_v<std::decay_t<decltype(v)>, Order::values>) {
      return 1;
    } else {
      return 1.5;
    }
  });
#else
  read.visit([](const auto&) { return 1; });
#endif
}
