// keyplate: what went wrong. `error_code` names the problem, `error` carries it with the field
// and byte it happened at, `key_error` is the exception the throwing conveniences raise.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

#include "detail/config.hpp"

namespace keyplate {

/// What went wrong. Encode errors carry an offset into the offending input value; decode errors
/// carry an offset into the key being decoded.
enum class error_code : unsigned char {
  none,               ///< no error: what `result::error()` holds when there is a value
  empty_key,          ///< decode: the key is empty
  literal_mismatch,   ///< decode: the template's literal text differs at `offset`
  missing_component,  ///< decode: the key ends before every component was read
  extra_component,    ///< decode: bytes follow the last component
  invalid_utf8,       ///< a string value (or key) is not valid UTF-8
  too_long,           ///< a string value is longer than its codec's `Max`
  out_of_range,       ///< a number or year does not fit the field
  invalid_length,     ///< a ULID/UUID text has the wrong number of characters
  invalid_character,  ///< a byte outside the field's alphabet (digit, base32, hex, dash ...)
  invalid_escape,  ///< decode: `%` not followed by two uppercase hex digits naming a byte <= 0x25
  unescaped_byte,  ///< decode: a raw byte <= 0x25 (`#`, `$`, `%`, space, control) inside a string
  not_canonical,   ///< decode: a valid but non-canonical spelling (e.g. `007` for `uint<>`)
  invalid_date,    ///< a calendar date that does not exist (Feb 30, month 13 ...)
  invalid_time,    ///< a time of day that does not exist (hour 24, minute 60 ...)
  invalid_range,   ///< `between(low, high)` with `low > high`
  no_matching_layout,  ///< `table::decode`: the key belongs to none of the table's layouts
  empty_value,   ///< `dynamodb::try_query`: an empty key value or attribute name (DynamoDB rejects
                 ///< it)
  key_mismatch,  ///< `decode_item`: a key attribute differs from what the fields give
  missing_attribute,     ///< `decode_item`: a required field or key attribute is absent
  wrong_attribute_type,  ///< `decode_item`: an attribute has the wrong DynamoDB type
  malformed_item,        ///< `dynamodb::parse_item`: not an item in DynamoDB JSON
  same_primary_key,      ///< `Entity::move`: the old and the new item have the same primary key
  bad_cursor,            ///< `Schema::resume`: not a cursor of this schema's keys
  foreign_cursor,    ///< `Schema::resume`: a valid cursor, but of another query (partition, range
                     ///< or index)
  invalid_number,    ///< `dynamodb::parse_item`: an `N` (or `NS` element) DynamoDB rejects: not a
                     ///< decimal, over 38 significant digits, or outside 1E-130 to below 1E126
  invalid_base64,    ///< `dynamodb::parse_item`: a `B` (or `BS` element) is not base64 with padding
  empty_set,         ///< `dynamodb::parse_item`: an `SS`, `NS` or `BS` with no element
  duplicate_in_set,  ///< `dynamodb::parse_item`: a set holds one element twice (numbers by value)
  too_deep,          ///< `dynamodb::parse_item`, `put`: lists and maps nested more than 32 levels
  item_too_large,    ///< `put`, `update`: an item (or an update's values) over DynamoDB's 400 KB
  empty_name,        ///< `make`, `update`, `dynamodb::parse_item`: an attribute or map member
                     ///< named "" (DynamoDB names are not empty)
  no_actions,        ///< `kp::transaction`: no action (DynamoDB takes 1 to 100)
  too_many_actions,  ///< `kp::transaction`: more than 100 actions
  same_item_twice,   ///< `kp::transaction`: two actions on one item (DynamoDB rejects them)
  returning_in_transaction,  ///< `kp::transaction`: an action with `kp::returning`
  bad_token,                 ///< `kp::idempotency_token`: empty or over 36 characters
  condition_in_batch,  ///< `ddb::batch_writer::add`: a put or delete with a condition (a batch has
                       ///< none)
  returning_in_batch,  ///< `ddb::batch_writer::add`: a put or delete with `kp::returning`
  bad_segment,         ///< `Schema::scan`: `kp::segment(i, n)` without `i < n <= 1,000,000` (field
                       ///< `Segment` or `TotalSegments`)
  malformed_json,      ///< the simdjson reader: the text is not JSON (broken or truncated; `offset`
                       ///< is where reading stopped)
  malformed_response,  ///< the simdjson reader: JSON, but not the response it reads (`Items` not a
                       ///< list of objects, `Count` not a count, a member given twice; `field`
                       ///< names it)
  long_name,  ///< `make`, `update`, `dynamodb::parse_item`: an attribute or map member named with
              ///< 64 KB or more (DynamoDB's names are shorter)
};

/// A short English description of `code`, e.g. "invalid UTF-8".
constexpr std::string_view to_string(error_code code) noexcept {
  switch (code) {
    case error_code::none:
      return "no error";
    case error_code::empty_key:
      return "empty key";
    case error_code::literal_mismatch:
      return "literal text does not match the template";
    case error_code::missing_component:
      return "missing component";
    case error_code::extra_component:
      return "unexpected data after the last component";
    case error_code::invalid_utf8:
      return "invalid UTF-8";
    case error_code::too_long:
      return "value too long";
    case error_code::out_of_range:
      return "value out of range";
    case error_code::invalid_length:
      return "wrong length";
    case error_code::invalid_character:
      return "invalid character";
    case error_code::invalid_escape:
      return "invalid escape";
    case error_code::unescaped_byte:
      return "reserved byte must be escaped";
    case error_code::not_canonical:
      return "not in canonical form";
    case error_code::invalid_date:
      return "invalid date";
    case error_code::invalid_time:
      return "invalid time of day";
    case error_code::invalid_range:
      return "range low end is above its high end";
    case error_code::no_matching_layout:
      return "key matches no layout of the table";
    case error_code::empty_value:
      return "empty value in a key condition";
    case error_code::key_mismatch:
      return "key attribute does not match the item's fields";
    case error_code::missing_attribute:
      return "missing attribute";
    case error_code::wrong_attribute_type:
      return "attribute has the wrong type";
    case error_code::malformed_item:
      return "malformed DynamoDB JSON item";
    case error_code::same_primary_key:
      return "the old and the new item have the same primary key";
    case error_code::bad_cursor:
      return "malformed paging cursor";
    case error_code::foreign_cursor:
      return "paging cursor of another query";
    case error_code::invalid_number:
      return "not a DynamoDB number";
    case error_code::invalid_base64:
      return "invalid base64";
    case error_code::empty_set:
      return "empty set";
    case error_code::duplicate_in_set:
      return "set holds an element twice";
    case error_code::too_deep:
      return "nested more than 32 levels deep";
    case error_code::item_too_large:
      return "item larger than 400 KB";
    case error_code::empty_name:
      return "empty attribute name";
    case error_code::long_name:
      return "attribute name of 64 KB or more";
    case error_code::no_actions:
      return "a transaction without actions";
    case error_code::too_many_actions:
      return "more than 100 actions in one transaction";
    case error_code::same_item_twice:
      return "two actions of one transaction on the same item";
    case error_code::returning_in_transaction:
      return "an action of a transaction asks for ReturnValues";
    case error_code::malformed_json:
      return "not JSON text (malformed or truncated)";
    case error_code::malformed_response:
      return "not the DynamoDB response expected";
    case error_code::bad_token:
      return "idempotency token not of 1 to 36 characters";
    case error_code::condition_in_batch:
      return "a write with a condition in a batch";
    case error_code::returning_in_batch:
      return "a write of a batch asks for ReturnValues";
    case error_code::bad_segment:
      return "scan segment not below its total, or total not of 1 to 1000000";
  }
  return "unknown error";
}

/// Why an encode or decode failed: the code, the field it happened in (empty for literal text
/// and for whole-key problems) and a byte offset. A default `error{}` is `error_code::none`.
///
/// **Example**: `TaskKey::decode("PROJECT#01HV").error().message()` is
/// `"wrong length at byte 12 (field 'projectId')"`.
struct error {
  /// The `offset` of an error about a whole value, which has no byte: a data attribute's value
  /// (or one nested in it) that cannot be read or stored.
  static constexpr std::size_t no_offset = static_cast<std::size_t>(-1);

  error_code code = error_code::none;
  std::string_view field{};  ///< points at static storage (the layout's template)
  std::size_t offset = 0;

  /// A readable one-line description: what, where, which field ("no error" for `none`). The
  /// item errors (`key_mismatch`, `missing_attribute`, `wrong_attribute_type`,
  /// `malformed_item`, `same_primary_key`, `bad_cursor`, `foreign_cursor`, `item_too_large`, and
  /// `parse_item`'s `invalid_number`, `invalid_base64`, `empty_set`, `duplicate_in_set`,
  /// `too_deep`) are about
  /// a whole attribute, item or cursor: they name it (or its path, `lines[2].qty`) and give no
  /// byte; so does any error whose offset is `no_offset`. A transaction's errors (`no_actions`
  /// to `returning_in_transaction`) give the action's position and kind instead, and a batch's
  /// (`condition_in_batch`, `returning_in_batch`) the input's.
  std::string message() const {
    if (code == error_code::none) return std::string(to_string(code));
    const bool batch =
        code == error_code::condition_in_batch || code == error_code::returning_in_batch;
    if (batch || (code >= error_code::no_actions && code <= error_code::returning_in_transaction)) {
      std::string text(to_string(code));
      text += batch ? " (input " : " (action ";
      text += std::to_string(offset);
      if (!field.empty()) {
        text += ", ";
        text += field;
      }
      text += ')';
      return text;
    }
    const bool whole_attribute =
        code == error_code::key_mismatch || code == error_code::missing_attribute ||
        code == error_code::wrong_attribute_type || code == error_code::malformed_item ||
        code == error_code::same_primary_key || code == error_code::bad_cursor ||
        code == error_code::foreign_cursor || code == error_code::invalid_number ||
        code == error_code::invalid_base64 || code == error_code::empty_set ||
        code == error_code::duplicate_in_set || code == error_code::too_deep ||
        code == error_code::item_too_large || code == error_code::empty_name ||
        code == error_code::long_name || code == error_code::bad_token ||
        code == error_code::bad_segment || code == error_code::malformed_response ||
        offset == no_offset;
    std::string text(to_string(code));
    if (!whole_attribute) {
      text += " at byte ";
      text += std::to_string(offset);
    }
    if (!field.empty()) {
      text += whole_attribute ? " (attribute '" : " (field '";
      text += field;
      text += "')";
    }
    return text;
  }

  friend constexpr bool operator==(const error&, const error&) = default;
};

/// The error a codec returns for its value: `code` at byte `offset` of the value (encoding) or
/// of the field's text (decoding). The layout fills in the field name and makes decode offsets
/// relative to the key.
///
/// **Example**: `if (level > 9) return kp::codec_error(kp::error_code::out_of_range);`
constexpr error codec_error(error_code code, std::size_t offset = 0) noexcept {
  return error{code, {}, offset};
}

namespace detail {
/// `code` about a whole attribute, field or cursor: it names `field` (static storage) and gives
/// no byte.
constexpr error error_at(error_code code, std::string_view field) noexcept {
  return error{code, field, 0};
}
/// `code` about data attribute `field`'s value, or a value nested in it: no byte.
constexpr error data_error_at(error_code code, std::string_view field) noexcept {
  return error{code, field, error::no_offset};
}
}  // namespace detail

/// The exception thrown by `encode`, `prefix` and `result::value()`. It is an
/// `std::invalid_argument`, so existing handlers for bad arguments catch it.
class key_error : public std::invalid_argument {
 public:
  explicit key_error(const keyplate::error& e)
      : std::invalid_argument("keyplate: " + e.message()), error_(e) {}
  /// The error `e` naming `where` (a path built at run time, `lines[2].qty`) in its message;
  /// `error().field` is left empty, as the exception outlives the text `where` views.
  key_error(const keyplate::error& e, std::string_view where)
      : std::invalid_argument("keyplate: " + keyplate::error{e.code, where, e.offset}.message()),
        error_{e.code, {}, e.offset} {}
  /// The structured error behind the message.
  const keyplate::error& error() const noexcept { return error_; }

 private:
  keyplate::error error_;
};

namespace detail {
// Throws `key_error`, or aborts when exceptions are disabled (only the throwing conveniences
// reach this; the `try_` functions and `decode` never do).
// Out of line and cold: every throwing convenience of every layout calls this one function,
// so none of them carries the exception's construction inline.
[[noreturn]] KEYPLATE_COLD inline void throw_key_error(const error& e) {
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
  throw key_error(e);
#else
  (void)e;
  std::abort();
#endif
}
// The same, for an error about the run-time path `where` (see `key_error`'s constructor).
[[noreturn]] KEYPLATE_COLD inline void throw_key_error(const error& e, std::string_view where) {
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
  throw key_error(e, where);
#else
  (void)e;
  (void)where;
  std::abort();
#endif
}
}  // namespace detail

}  // namespace keyplate
