#include <keyplate/keyplate.hpp>

int main() {
  using K = keyplate::key<"TENANT#{tenantId}">;
  return K::encode("acme") == "TENANT#acme" ? 0 : 1;
}
