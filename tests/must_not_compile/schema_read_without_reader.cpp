// expect: keyplate: reading response text needs #include <keyplate/dynamodb_simdjson.hpp>
// Must not compile: Entity::read_item without the header that defines the reader (the
// simdjson add-on); the message names the header to include.
// standalone: the control includes the reader's header, which a batch would give every case.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#if defined(KEYPLATE_MNC_CONTROL) && __has_include(<simdjson.h>)
#include <keyplate/dynamodb_simdjson.hpp>
#define KEYPLATE_MNC_READ 1
#endif
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <string_view>

namespace kp = keyplate;

using Note = kp::entity<"Note", kp::fields<kp::field<"noteId", kp::uint<>>>,
                        kp::keys<kp::index<"pk", "sk">, "NOTE#{noteId}", "#NOTE">>;

bool found(std::string_view response) {
#if !defined(KEYPLATE_MNC_CONTROL) || defined(KEYPLATE_MNC_READ)
  return Note::read_item(response).has_value();
#else
  return Note::decode_item({}).has_value() || response.empty();
#endif
}
