// The program's side of moto_support.serve's two-line protocol, shared by the engine tests whose
// program is the engine's only client (wire_moto.cpp, native_moto.cpp): each request is two
// stdout lines (the operation and its body), each answer two stdin lines (the status and the
// response's text); the count of what differed from the program's prediction; and main.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace wire_driver {

/// DynamoDB's answer to one request.
struct answer {
  std::string status;  ///< `200`, or `400` and DynamoDB's error code
  std::string text;    ///< the response's body
  bool ok() const { return status == "200"; }
};

/// Sends `text`, the body of DynamoDB's `operation`, through the script, which posts it to the
/// engine as it is; DynamoDB's answer.
inline answer ask(std::string_view operation, const std::string& text) {
  std::cout << operation << '\n' << text << std::endl;
  answer a;
  if (!std::getline(std::cin, a.status) || !std::getline(std::cin, a.text)) {
    throw std::runtime_error("no answer to a request");
  }
  return a;
}

/// Counts what differs from the prediction, and says what (the first 20).
struct mismatches {
  std::size_t count = 0;
  void operator()(bool ok, std::string_view what) {
    if (!ok && ++count <= 20) std::cerr << "MISMATCH: " << what << '\n';
  }
};

/// The program's `main`: the seed is `argv[1]` when given, else `seed`; says it (with the
/// command that regenerates the run), then runs `Driver(seed).run()`. An exception is an error:
/// exit status 1.
template <class Driver>
int run_main(int argc, char** argv, std::string_view program, std::uint64_t seed) {
  if (argc > 1) seed = std::strtoull(argv[1], nullptr, 0);
  std::cerr << "seed " << seed << " (" << program << ' ' << seed << " regenerates the run)\n";
  try {
    return Driver(seed).run();
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << '\n';
    return 1;
  }
}

}  // namespace wire_driver
