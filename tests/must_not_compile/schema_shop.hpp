// The indexes and entities the schema must-not-compile cases share.
#pragma once

#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <set>
#include <string>
#include <vector>

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;

using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
               kp::field<"orderId", kp::uint<10>>, kp::optional_field<"status", kp::string<16>>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
    kp::keys<ByStatus, "STATUS#{status}", "{date}#{orderId}">>;

// A task with a sparse index whose sort key uses a field outside the primary key, so an update
// of its owner has to know its rank.
using ByOwner = kp::index<"gsi2pk", "gsi2sk", "gsi2">;
using Task = kp::entity<
    "Task",
    kp::fields<kp::field<"projectId", kp::uint<>>, kp::field<"taskId", kp::uint<10>>,
               kp::field<"rank", kp::uint<3>>, kp::optional_field<"owner", kp::string<32>>>,
    kp::keys<Primary, "PROJECT#{projectId}", "TASK#{taskId}">,
    kp::keys<ByOwner, "OWNER#{owner}", "{rank}#{taskId}">>;

// Sales by day, a hot partition spread over 4 shards by sale id.
using ByDay = kp::index<"gsi3pk", "gsi3sk", "gsi3">;
using Sale = kp::entity<"Sale",
                        kp::fields<kp::field<"saleId", kp::uint<10>>, kp::field<"day", kp::date>,
                                   kp::shard_field<"shard", 4, "saleId">>,
                        kp::keys<Primary, "SALE#{saleId}", "SALE">,
                        kp::keys<ByDay, "DAY#{day}#{shard}", "{saleId}">>;

// An account whose writes are checked against the version they read (optimistic locking).
using Account =
    kp::entity<"Account",
               kp::fields<kp::field<"accountId", kp::uint<>>,
                          kp::attribute<"balance", std::int64_t>, kp::version_attribute<"version">>,
               kp::keys<Primary, "ACCOUNT#{accountId}", "#">>;

// A delivery address: a struct stored as a map of its members, for paths in conditions.
struct Destination {
  std::string city;
  std::string street;
};
template <>
struct kp::attribute_mapping<Destination>
    : kp::members<"city", &Destination::city, "street", &Destination::street> {};

// A basket with data attributes of several DynamoDB types, for the conditions' and the update
// operators' cases.
using Basket =
    kp::entity<"Basket",
               kp::fields<kp::field<"basketId", kp::uint<>>, kp::field<"status", kp::string<16>>,
                          kp::attribute<"total", std::int64_t>,
                          kp::optional_attribute<"tags", std::set<std::string>>,
                          kp::optional_attribute<"gift", bool>,
                          kp::optional_attribute<"notes", std::vector<std::string>>,
                          kp::optional_attribute<"address", Destination>>,
               kp::keys<Primary, "BASKET#{basketId}", "#">>;
