// keyplate: `kp::ttl_attribute`, the time DynamoDB's Time to Live deletes an item after: a
// `std::chrono::sys_seconds` stored as `N` epoch seconds, the only form TTL reads (an ISO date
// in an `S` is silently never expired). `Schema::time_to_live` gives the UpdateTimeToLive body;
// `kp::not_expired(now)`, the condition that drops the expired items reads still return.
#pragma once

#include <charconv>
#include <chrono>
#include <cstdint>
#include <string>
#include <system_error>

#include "../dynamodb/attribute_value.hpp"
#include "../fixed_string.hpp"
#include "../result.hpp"
#include "detail/condition_nodes.hpp"
#include "detail/scalar_mappings.hpp"
#include "fields.hpp"
#include "number.hpp"

namespace keyplate {

/// `std::chrono::sys_seconds`: `N`, whole seconds since 1970-01-01 UTC (what DynamoDB's TTL
/// reads). Reading takes any spelling of an integer (`1.7E9`); a fraction is `out_of_range`.
template <>
struct attribute_mapping<std::chrono::sys_seconds>
    : detail::read_mapping_base<std::chrono::sys_seconds> {
  static dynamodb::attribute_value to_attribute(std::chrono::sys_seconds t) {
    return attribute_mapping<std::int64_t>::to_attribute(t.time_since_epoch().count());
  }
  static bool read(const dynamodb::attribute_value& a, std::chrono::sys_seconds& out,
                   detail::mapping_reader& r) {
    std::int64_t seconds = 0;
    if (!attribute_mapping<std::int64_t>::read(a, seconds, r)) return false;
    out = std::chrono::sys_seconds(std::chrono::seconds(seconds));
    return true;
  }
};

/// The item's expiry for DynamoDB's Time to Live: an optional data attribute holding a
/// `std::chrono::sys_seconds` (absent: the item never expires), written as `N` epoch seconds.
/// Every entity of a schema that has one must give it the same name (DynamoDB reads one TTL
/// attribute per table); `Schema::time_to_live(table)` enables it. DynamoDB deletes expired
/// items within days, not at once: a read can still return them.
///
/// **Example**: `kp::ttl_attribute<"expiresAt">`, then
/// `Order::make(..., kp::arg<"expiresAt">(std::chrono::sys_seconds(...)))`
template <fixed_string Name>
struct ttl_attribute {
  static constexpr auto name = Name;
  using codec_type = detail::mapped_value<std::chrono::sys_seconds>;
  static constexpr bool optional = true;
  static constexpr bool computed = false;
  static constexpr bool data = true;
  static constexpr bool ttl = true;
};

/// A condition: the item has not expired at `now`. Its `kp::ttl_attribute` is absent (the item
/// never expires) or not before `now` rounded up to a whole second. (DynamoDB's TTL expires an
/// item once that time is less than the current time, but deletes it within days, and reads
/// return it until then.) The attribute is the TTL attribute of the entity that takes the
/// condition: a `kp::filter` or `kp::when` of an entity without one does not compile, nor does
/// a filter of a query reading entities whose TTL attributes have different names. It joins
/// other conditions with `&& || !`.
///
/// **Example**: `Order::query<ByCustomer>(kp::arg<"customerId">(7),
/// kp::filter(kp::not_expired(std::chrono::system_clock::now())))`
template <class Duration>
constexpr detail::unexpired_node not_expired(std::chrono::sys_time<Duration> now) {
  return {{}, std::chrono::ceil<std::chrono::seconds>(now).time_since_epoch().count()};
}

}  // namespace keyplate
