// Fuzz target: the simdjson response reader (`ddb::read_page`, `ddb::read_item`,
// `ddb::read_attributes`, and the batch and transaction responses) on arbitrary text, against the
// nlohmann path (response_reference.hpp): the reader never accepts text the nlohmann path refuses,
// and reads the same from text both accept. Its errors have a code, and text that is not JSON an
// offset inside the text.
#include <cstddef>
#include <cstdint>
#include <keyplate/dynamodb_simdjson.hpp>
#include <optional>
#include <string_view>

#include "fuzz_support.hpp"
#include "response_reference.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
namespace kf = keyplate_fuzz;
namespace ref = keyplate_reference;

// A transaction of three hand-built deletes, whose cancellation reasons are read.
const ddb::transaction_parts& three_actions() {
  static const ddb::transaction_parts t{
      {ddb::delete_parts{}, ddb::delete_parts{}, ddb::delete_parts{}}, {}};
  return t;
}

template <class Result>
void check_error(const Result& r, std::string_view text) {
  const kp::error e = r.error();
  if (e.code == kp::error_code::none) kf::fail("an error without a code", text);
  if (e.code == kp::error_code::malformed_json && e.offset > text.size()) {
    kf::fail("malformed_json past the end of the text", text);
  }
}

// `got` (the reader's) refused with a code, or accepted and, as `normal` makes it, what the
// nlohmann path read (`expected`).
template <class Got, class Expected, class Normal>
void agrees(const Got& got, const Expected& expected, Normal normal, std::string_view text,
            const char* what) {
  if (!got) {
    check_error(got, text);
    return;
  }
  if (!expected || normal(*got) != *expected) kf::fail(what, text);
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);

  const kp::path_result<ddb::page<ddb::item>> page = ddb::read_page(text);
  if (page) {
    const std::optional<ddb::page<ddb::item>> expected = ref::page(text);
    if (!expected) kf::fail("read_page accepts what the nlohmann path refuses", text);
    if (*page != *expected) kf::fail("read_page reads another page than nlohmann", text);
  } else {
    check_error(page, text);
  }

  const kp::path_result<std::optional<ddb::item>> item = ddb::read_item(text);
  if (item) {
    const ref::get_result expected = ref::get_item(text);
    if (!expected.found) kf::fail("read_item accepts what the nlohmann path refuses", text);
    if (*item != expected.item) kf::fail("read_item reads another item than nlohmann", text);
  } else {
    check_error(item, text);
  }

  const kp::path_result<std::optional<ddb::item>> attributes = ddb::read_attributes(text);
  if (attributes) {
    const ref::get_result expected = ref::get_item(text, "Attributes");
    if (!expected.found) kf::fail("read_attributes accepts what the nlohmann path refuses", text);
    if (*attributes != expected.item) kf::fail("read_attributes reads another item", text);
  } else {
    check_error(attributes, text);
  }

  // The batch and transaction responses: what the reader reads, the nlohmann path reads too
  // (tables in the order of their names, as nlohmann keeps them).
  const auto by_name = [](const auto& r) { return ref::by_name(r); };
  const auto as_is = [](const auto& r) { return r; };
  agrees(ddb::read_batch_get_response(text), ref::batch_get(text), by_name, text,
         "read_batch_get_response differs from parse_batch_get_response");
  agrees(ddb::read_batch_write_response(text), ref::batch_write(text), by_name, text,
         "read_batch_write_response differs from parse_batch_write_response");
  agrees(ddb::read_transact_get_response(text), ref::transact_get(text), as_is, text,
         "read_transact_get_response differs from transact_get_items");
  agrees(ddb::read_cancellation_reasons(three_actions(), text),
         ref::cancellation_reasons(three_actions(), text), as_is, text,
         "read_cancellation_reasons differs from cancellation_reasons");
  return 0;
}
