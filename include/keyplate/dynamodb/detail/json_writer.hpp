// keyplate: the pieces of DynamoDB JSON text that `<keyplate/dynamodb/json_text.hpp>` writes
// its request bodies from, straight into a `std::string`: strings escaped per RFC 8259, typed
// values, items, and the punctuation between members. Standard library only.
#pragma once

#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "../../attribute_kind.hpp"
#include "../../detail/base64.hpp"
#include "../../detail/utf8.hpp"
#include "../../error.hpp"
#include "../attribute_value.hpp"
#include "../item.hpp"

namespace keyplate::dynamodb::detail_text {

// What a byte of a JSON string's contents needs: 0 nothing (copied as it is), 1 an escape
// (`"`, `\` and the control characters below U+0020), 2 a UTF-8 check (a byte >= 0x80).
inline constexpr std::array<unsigned char, 256> byte_class = [] {
  std::array<unsigned char, 256> t{};
  for (std::size_t c = 0; c < 0x20; ++c) t[c] = 1;
  t['"'] = 1;
  t['\\'] = 1;
  for (std::size_t c = 0x80; c < 256; ++c) t[c] = 2;
  return t;
}();

// What a value of each type starts with, `{"S":` to `{"BS":`, indexed by `attribute_kind` (made
// from `to_string`, so one append writes it).
struct value_opener {
  char text[9] = {};
  std::size_t size = 0;
  constexpr std::string_view view() const noexcept { return {text, size}; }
};
inline constexpr std::array<value_opener, 10> value_openers = [] {
  std::array<value_opener, 10> out{};
  for (std::size_t k = 0; k != out.size(); ++k) {
    value_opener& o = out[k];
    const auto add = [&o](std::string_view piece) {
      for (const char c : piece) o.text[o.size++] = c;
    };
    add("{\"");
    add(to_string(static_cast<attribute_kind>(k)));
    add("\":");
  }
  return out;
}();
static_assert(value_openers[static_cast<std::size_t>(attribute_kind::BS)].view() == R"({"BS":)");

// Whether any of the 8 bytes of `word` needs more than a copy (byte_class not 0): below 0x20,
// `"`, `\` or 0x80 and above. (Each test sets a byte's high bit when it holds; borrows between
// bytes can only add false alarms, which the byte-wise path then clears.)
constexpr bool needs_care(std::uint64_t word) noexcept {
  constexpr std::uint64_t ones = 0x0101010101010101, highs = 0x8080808080808080;
  const auto zero_byte = [](std::uint64_t v) { return (v - ones) & ~v & highs; };
  const std::uint64_t control = (word - ones * 0x20) & ~word & highs;  // a byte < 0x20
  return ((word & highs) | control | zero_byte(word ^ (ones * '"')) |
          zero_byte(word ^ (ones * '\\'))) != 0;
}

// Appends `s` as the contents of a JSON string (no quotes): `"`, `\`, and control characters
// escaped (`\n`, `\r`, `\t`, `\b`, `\f`, the others `\u00XX`), valid UTF-8 as it is. Returns
// the offset of the first byte that does not start a valid UTF-8 sequence, or `npos` (all
// written). Runs of plain bytes are found eight at a time and copied at once.
inline std::size_t append_escaped(std::string& out, std::string_view s) {
  static constexpr char hex[] = "0123456789abcdef";
  std::size_t copied = 0;  // s[copied, i) is still to be copied as it is
  std::size_t i = 0;
  while (i < s.size()) {
    if (i + 8 <= s.size()) {
      std::uint64_t word;
      std::memcpy(&word, s.data() + i, 8);
      if (!needs_care(word)) {
        i += 8;
        continue;
      }
    }
    const auto c = static_cast<unsigned char>(s[i]);
    const unsigned char kind = byte_class[c];
    if (kind == 0) {
      ++i;
      continue;
    }
    if (kind == 2) {
      const std::size_t length = keyplate::detail::utf8_sequence_length(s, i);
      if (length == 0) return i;
      i += length;
      continue;
    }
    out.append(s.data() + copied, i - copied);
    const char* escape = nullptr;
    switch (c) {
      case '"':
        escape = "\\\"";
        break;
      case '\\':
        escape = "\\\\";
        break;
      case '\n':
        escape = "\\n";
        break;
      case '\r':
        escape = "\\r";
        break;
      case '\t':
        escape = "\\t";
        break;
      case '\b':
        escape = "\\b";
        break;
      case '\f':
        escape = "\\f";
        break;
      default: {
        const char u[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
        out.append(u, sizeof u);
        break;
      }
    }
    if (escape != nullptr) out.append(escape, 2);
    copied = ++i;
  }
  out.append(s.data() + copied, s.size() - copied);
  return std::string_view::npos;
}

// Writes one JSON text into a string, after what the string already holds. Members and
// elements are separated by looking at the last character written, which is this writer's own
// once its first bracket is (a text always starts with one).
class writer {
 public:
  explicit writer(std::string& out) noexcept : out_(out) {}

  // `"s"`; throws `key_error` (`invalid_utf8`, naming `where`) when `s` is not UTF-8, which
  // JSON text cannot carry (DynamoDB's strings are UTF-8 too).
  void string(std::string_view s, std::string_view where) {
    out_ += '"';
    if (append_escaped(out_, s) != std::string_view::npos) {
      keyplate::detail::throw_key_error(error{error_code::invalid_utf8}, where);
    }
    out_ += '"';
  }
  // `"name":`, after a comma unless it is the first member.
  void member(std::string_view name) {
    separate();
    string(name, name);
    out_ += ':';
  }
  // A member whose name needs no escaping (one of DynamoDB's own: `"Item":`).
  void known_member(std::string_view name) {
    separate();
    out_ += '"';
    out_.append(name);
    out_.append("\":", 2);
  }
  void open_object() { open('{'); }
  void close_object() { out_ += '}'; }
  void open_array() { open('['); }
  void close_array() { out_ += ']'; }
  // Text that is JSON already (`true`, a number, a literal string of DynamoDB's).
  void raw(std::string_view json) {
    separate();
    out_ += json;
  }
  void unsigned_number(std::uint64_t n) {
    char digits[20];
    const char* const end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    raw(std::string_view(digits, static_cast<std::size_t>(end - digits)));
  }
  void boolean(bool b) { raw(b ? "true" : "false"); }

  // `{"S": "..."}`, `{"N": "42"}`, `{"B": "<base64>"}`, ... one value of any type; `where` names
  // it in an error.
  // NOLINTNEXTLINE(misc-no-recursion): as deep as the value's nesting
  void value(const attribute_value& v, std::string_view where) {
    if (started_) separate();
    started_ = true;
    out_ += value_openers[static_cast<std::size_t>(v.type())].view();
    switch (v.type()) {
      case attribute_kind::S:
      case attribute_kind::N:
        string(v.text, where);
        break;
      case attribute_kind::B:
        bytes(v.text);
        break;
      case attribute_kind::BOOL:
        out_ += v.text == "true" ? "true" : "false";
        break;
      case attribute_kind::null:
        out_ += "true";
        break;
      case attribute_kind::L:
        out_ += '[';
        for (const attribute_value& e : *v.as_list()) value(e, where);
        out_ += ']';
        break;
      case attribute_kind::M:
        out_ += '{';
        for (const auto& [name, e] : *v.as_map()) {
          member(name);
          value(e, where);
        }
        out_ += '}';
        break;
      case attribute_kind::SS:
      case attribute_kind::NS:
        out_ += '[';
        for (const std::string& e :
             v.type() == attribute_kind::SS ? *v.as_string_set() : *v.as_number_set()) {
          separate();
          string(e, where);
        }
        out_ += ']';
        break;
      case attribute_kind::BS:
        out_ += '[';
        for (const std::string& e : *v.as_binary_set()) {
          separate();
          bytes(e);
        }
        out_ += ']';
        break;
    }
    out_ += '}';
  }

  // `{"pk": {"S": "..."}, ...}`, its room reserved first (each scalar's text and name, and
  // what surrounds them: a request grows its string once or twice, not once per doubling).
  void item(const dynamodb::item& it) {
    std::size_t room = 64;
    for (const auto& [name, v] : it) room += name.size() + v.text.size() + 16;
    out_.reserve(out_.size() + room + room / 4);
    open('{');
    for (const auto& [name, v] : it) {
      member(name);
      value(v, name);
    }
    out_ += '}';
  }

 private:
  void separate() {
    const char last = out_.back();
    if (last != '{' && last != '[' && last != ':') out_ += ',';
  }
  // A container opens where a value goes: after `:`, `[`, or as the whole text.
  void open(char bracket) {
    if (started_) separate();
    started_ = true;
    out_ += bracket;
  }
  void bytes(std::string_view raw_bytes) {
    out_ += '"';
    keyplate::detail::base64::append_encoded(out_, raw_bytes);
    out_ += '"';
  }

  std::string& out_;
  bool started_ = false;  // whether this text's first bracket is written
};

}  // namespace keyplate::dynamodb::detail_text
