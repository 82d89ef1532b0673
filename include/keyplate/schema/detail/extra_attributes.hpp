// keyplate: `extra_attributes`, where an entity's values keep the attributes of the item they
// were read from that the entity does not declare (`entity_values::extra()`).
#pragma once

#include <memory>
#include <utility>

#include "../../detail/config.hpp"
#include "../../dynamodb/item.hpp"

namespace keyplate::detail {

// Deletes the kept item out of line: destroying an item loops over its attributes, and every
// entity's values (their destructor, their moves inside `result` and `entity_variant`) would
// otherwise carry that loop.
struct extra_item_deleter {
  KEYPLATE_NOINLINE void operator()(dynamodb::item* it) const noexcept { delete it; }
};

// The undeclared attributes: null until `decode_item` finds one, so values from `make` (and
// items with nothing undeclared) hold one null pointer. Moving is a pointer's move; copying,
// comparing and destroying a kept item happen out of line, shared by every entity.
class extra_attributes {
 public:
  extra_attributes() = default;
  extra_attributes(extra_attributes&&) noexcept = default;
  extra_attributes& operator=(extra_attributes&&) noexcept = default;
  ~extra_attributes() = default;
  KEYPLATE_NOINLINE extra_attributes(const extra_attributes& other)
      : item_(other.item_ ? new dynamodb::item(*other.item_) : nullptr) {}
  extra_attributes& operator=(const extra_attributes& other) {
    if (this != &other) *this = extra_attributes(other);
    return *this;
  }

  // The attributes kept; an empty item when there are none.
  const dynamodb::item& get() const noexcept { return item_ ? *item_ : none(); }
  // The attributes kept, or null when nothing was ever kept.
  const dynamodb::item* kept() const noexcept { return item_.get(); }
  // The item to keep attributes in, made on first use.
  dynamodb::item& own() {
    if (!item_) item_.reset(new dynamodb::item());
    return *item_;
  }

  KEYPLATE_NOINLINE friend bool operator==(const extra_attributes& a, const extra_attributes& b) {
    return a.get() == b.get();
  }

 private:
  static const dynamodb::item& none() noexcept {
    static const dynamodb::item empty;
    return empty;
  }

  std::unique_ptr<dynamodb::item, extra_item_deleter> item_;
};

}  // namespace keyplate::detail
