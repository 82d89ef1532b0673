// The built-in scalar mappings: each type's DynamoDB type, its text, and what a read refuses.
#include <cstdint>
#include <keyplate/schema/mappings.hpp>
#include <limits>
#include <string>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;

template <class T>
kp::result<T> read(const av& a) {
  return kp::attribute_mapping<T>::from_attribute(a);
}

TEST_CASE("scalar mappings: strings are S") {
  CHECK(kp::attribute_mapping<std::string>::to_attribute("a#b") == av::string("a#b"));
  CHECK(*read<std::string>(av::string("")) == "");
  CHECK(read<std::string>(av::number("1")).error().code == kp::error_code::wrong_attribute_type);
}

TEST_CASE("scalar mappings: integers are N, read from any spelling in range") {
  CHECK(kp::attribute_mapping<std::int64_t>::to_attribute(std::numeric_limits<std::int64_t>::min())
            .text == "-9223372036854775808");
  CHECK(kp::attribute_mapping<std::uint8_t>::to_attribute(255).text == "255");
  CHECK(*read<std::uint64_t>(av::number("18446744073709551615")) ==
        std::numeric_limits<std::uint64_t>::max());
  CHECK(read<std::uint64_t>(av::number("18446744073709551616")).error().code ==
        kp::error_code::out_of_range);
  CHECK(read<unsigned>(av::number("-1")).error().code == kp::error_code::out_of_range);
  CHECK(*read<unsigned>(av::number("-0")) == 0u);
  CHECK(*read<int>(av::number("2.50E1")) == 25);
  CHECK(read<int>(av::number("2.5")).error().code == kp::error_code::out_of_range);
  CHECK(read<int>(av::number("1e")).error().code == kp::error_code::invalid_number);
  CHECK(read<int>(av::string("1")).error().code == kp::error_code::wrong_attribute_type);
}

TEST_CASE("scalar mappings: double and float are N, shortest text, nearest value back") {
  CHECK(kp::attribute_mapping<double>::to_attribute(0.3).text == "0.3");
  CHECK(kp::attribute_mapping<float>::to_attribute(0.3f).text == "0.3");
  CHECK(kp::attribute_mapping<double>::to_attribute(-1e-5).text == "-0.00001");
  CHECK(*read<double>(av::number("0.3")) == 0.3);
  CHECK(*read<float>(av::number("0.3")) == 0.3f);
  CHECK(read<float>(av::number("1E100")).error().code == kp::error_code::out_of_range);
  kp::detail::mapping_reader r;
  CHECK_FALSE(kp::attribute_mapping<double>::check(std::numeric_limits<double>::infinity(), r));
  CHECK(r.code == kp::error_code::invalid_number);
  CHECK_THROWS_AS(kp::attribute_mapping<double>::to_attribute(1e200), kp::key_error);
}

TEST_CASE("scalar mappings: a float reads back at its range's ends, rounded once") {
  constexpr float largest = std::numeric_limits<float>::max();
  const av written = kp::attribute_mapping<float>::to_attribute(largest);
  CHECK(written.text == "340282350000000000000000000000000000000");  // 3.4028235E38
  CHECK(*read<float>(written) == largest);
  CHECK(*read<float>(kp::attribute_mapping<float>::to_attribute(-largest)) == -largest);
  // Halfway between FLT_MAX and 2^128 and beyond rounds to infinity: out of range.
  CHECK(read<float>(av::number("3.4028236E38")).error().code == kp::error_code::out_of_range);
  CHECK(read<float>(av::number("-3.5E38")).error().code == kp::error_code::out_of_range);
  // Just above the midpoint of 1 and the next float: the nearest float is the one above. (Read
  // through a double first, it would round to the midpoint, then to 1.)
  CHECK(*read<float>(av::number("1.000000059604644775390625000001")) ==
        1.0f + std::numeric_limits<float>::epsilon());
  CHECK(*read<float>(av::number("1.000000059604644775390625")) == 1.0f);  // the tie: to even
  const float tiny = std::numeric_limits<float>::denorm_min();
  CHECK(*read<float>(kp::attribute_mapping<float>::to_attribute(tiny)) == tiny);
}

TEST_CASE("scalar mappings: a double read is one that can be written back") {
  // DynamoDB holds this number (38 significant digits, below 1E126); as a double it is 1e126,
  // which DynamoDB does not hold, so the read refuses it rather than give a value no write takes.
  const av largest = av::number("99999999999999999999999999999999999999E88");
  CHECK(read<kp::number>(largest).has_value());
  CHECK(read<double>(largest).error().code == kp::error_code::out_of_range);
  CHECK(read<double>(av::number("-9.9999999999999999E125")).error().code ==
        kp::error_code::out_of_range);
  // The largest double below 1e126 (9.999999999999999E125 rounds up to 1e126) reads, and writes
  // back as the same number.
  const kp::result<double> below = read<double>(av::number("9.999999999999998E125"));
  REQUIRE(below.has_value());
  CHECK(kp::attribute_mapping<double>::to_attribute(*below).text ==
        kp::number("9.999999999999998E125").text());
  // The smallest magnitude DynamoDB holds reads too, and writes back as itself.
  const kp::result<double> smallest = read<double>(av::number("-1E-130"));
  REQUIRE(smallest.has_value());
  CHECK(kp::attribute_mapping<double>::to_attribute(*smallest).text ==
        kp::number("-1E-130").text());
}

TEST_CASE("scalar mappings: number, bool, bytes, attribute_value") {
  CHECK(kp::attribute_mapping<kp::number>::to_attribute(kp::number("7.10")).text == "7.1");
  CHECK(read<kp::number>(av::number("0007.10"))->text() == "7.1");
  CHECK(read<kp::number>(av::number("1E200")).error().code == kp::error_code::invalid_number);
  CHECK(kp::attribute_mapping<bool>::to_attribute(false) == av::boolean(false));
  CHECK(*read<bool>(av::boolean(true)) == true);
  CHECK(read<bool>(av::string("true")).error().code == kp::error_code::wrong_attribute_type);
  CHECK(kp::attribute_mapping<kp::bytes>::to_attribute(kp::bytes(std::string_view("\0", 1))) ==
        av::binary(std::string(1, '\0')));
  CHECK(read<kp::bytes>(av::binary("xy"))->str() == "xy");
  CHECK(read<kp::bytes>(av::string("xy")).error().code == kp::error_code::wrong_attribute_type);
  const av any = av::list({av::null(), av::boolean(true)});
  CHECK(kp::attribute_mapping<av>::to_attribute(any) == any);
  CHECK(*read<av>(any) == any);
}
}  // namespace
