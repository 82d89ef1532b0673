// Fuzz target: the simdjson response reader (`ddb::read_page`, `ddb::read_item`) on arbitrary
// text, against the nlohmann path (response_reference.hpp): the reader never accepts text the
// nlohmann path refuses, and reads the same page or item from text both accept. Its errors
// have a code, and text that is not JSON an offset inside the text.
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

template <class Result>
void check_error(const Result& r, std::string_view text) {
  const kp::error e = r.error();
  if (e.code == kp::error_code::none) kf::fail("an error without a code", text);
  if (e.code == kp::error_code::malformed_json && e.offset > text.size()) {
    kf::fail("malformed_json past the end of the text", text);
  }
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
  return 0;
}
