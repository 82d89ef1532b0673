// kp::members: a struct as an M of named members, read back with the path of a bad member.
#include <cstdint>
#include <keyplate/schema/mappings.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;

struct Address {
  std::string city;
  std::optional<std::string> zip;
  friend bool operator==(const Address&, const Address&) = default;
};
struct Customer {
  std::string name;
  std::uint16_t age = 0;
  std::vector<Address> addresses;
  std::set<std::string> tags;
  friend bool operator==(const Customer&, const Customer&) = default;
};
}  // namespace

template <>
struct kp::attribute_mapping<Address> : kp::members<"city", &Address::city, "zip", &Address::zip> {
};
template <>
struct kp::attribute_mapping<Customer>
    : kp::members<"name", &Customer::name, "age", &Customer::age, "addresses", &Customer::addresses,
                  "tags", &Customer::tags> {};

namespace {
TEST_CASE("members: a struct is an M of its members; absent members are left out") {
  const Customer c{"Ada", 36, {{"Paris", "75001"}, {"Lyon", std::nullopt}}, {}};
  const av a = kp::attribute_mapping<Customer>::to_attribute(c);
  const av expected =
      av::map({{"name", av::string("Ada")},
               {"age", av::number("36")},
               {"addresses",
                av::list({av::map({{"city", av::string("Paris")}, {"zip", av::string("75001")}}),
                          av::map({{"city", av::string("Lyon")}})})}});
  CHECK(a == expected);  // no "tags" (an empty set) and no zip for Lyon
  const kp::result<Customer> back = kp::attribute_mapping<Customer>::from_attribute(a);
  REQUIRE(back);
  CHECK(*back == c);
}

TEST_CASE("members: members the map holds beyond the declared ones are ignored") {
  const av a = av::map({{"city", av::string("Oslo")}, {"country", av::string("NO")}});
  const kp::result<Address> r = kp::attribute_mapping<Address>::from_attribute(a);
  REQUIRE(r);
  CHECK(r->city == "Oslo");
}

TEST_CASE("members: a read names the member at fault in the path") {
  av a = kp::attribute_mapping<Customer>::to_attribute(
      Customer{"Ada", 36, {{"Paris", "75001"}, {"Lyon", "69001"}}, {"x"}});
  (*a.as_map()->at("addresses").as_list())[1].as_map()->insert_or_assign("zip", av::number("1"));
  kp::detail::mapping_reader r;
  Customer out;
  REQUIRE_FALSE(kp::detail::read_mapped(a, out, r));
  CHECK(r.code == kp::error_code::wrong_attribute_type);
  CHECK(r.path == ".addresses[1].zip");

  a.as_map()->erase("name");
  kp::detail::mapping_reader missing;
  REQUIRE_FALSE(kp::detail::read_mapped(a, out, missing));
  CHECK(missing.code == kp::error_code::missing_attribute);
  CHECK(missing.path == ".name");

  CHECK(kp::attribute_mapping<Customer>::from_attribute(av::string("no")).error().code ==
        kp::error_code::wrong_attribute_type);
}

TEST_CASE("members: check names the member whose value cannot be stored") {
  kp::detail::mapping_reader r;
  CHECK_FALSE(kp::attribute_mapping<Customer>::check(Customer{"\xc3", 1, {}, {}}, r));
  CHECK(r.code == kp::error_code::invalid_utf8);
  CHECK(r.path == ".name");
}

TEST_CASE("mapping_ok accepts a mapped type") {
  STATIC_REQUIRE(kp::detail::mapping_ok<Customer, "customer">());
  STATIC_REQUIRE(kp::detail::mapped<Customer>);
  STATIC_REQUIRE_FALSE(kp::detail::mapped<std::vector<char>>);  // char is not a number
}
}  // namespace
