// keyplate: `key_buffer<N>`, an encoded key held by value, with no allocation.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

namespace keyplate {

/// An encoded key stored inline (up to `Capacity` bytes). `K::encode_buffer(...)` returns one:
/// it allocates nothing and works in constant expressions, where `std::string` may not.
///
/// **Example**: `static_assert(MetaKey::encode_buffer()->view() == "#METADATA");`
template <std::size_t Capacity>
class key_buffer {
 public:
  constexpr key_buffer() noexcept {
    // Only constant evaluation needs every byte initialised; at run time the bytes past `size()`
    // are never read, so they are not cleared.
    if (std::is_constant_evaluated()) bytes_.fill('\0');
  }

  /// Storage for `Capacity` bytes; `set_end` fixes how many are the key.
  constexpr char* data() noexcept { return bytes_.data(); }
  constexpr const char* data() const noexcept { return bytes_.data(); }
  constexpr void set_end(const char* end) noexcept {
    size_ = static_cast<std::size_t>(end - bytes_.data());
  }

  constexpr std::size_t size() const noexcept { return size_; }
  constexpr std::string_view view() const noexcept { return {bytes_.data(), size_}; }
  constexpr operator std::string_view() const noexcept { return view(); }  // NOLINT
  std::string str() const { return std::string(view()); }

  friend constexpr bool operator==(const key_buffer& a, const key_buffer& b) noexcept {
    return a.view() == b.view();
  }

 private:
  std::array<char, Capacity> bytes_;
  std::size_t size_ = 0;
};

}  // namespace keyplate
