#include <stdexcept>

void before(int n) {
  if (n < 0) throw std::invalid_argument("n is negative"); // want ValueError "n is negative"
}

void broken(int n) {
  int x = (1 + ] 2;
  throw std::runtime_error("inside the damaged function"); // want RuntimeError "inside the damaged function"
}

void after(int n) {
  if (n > 10) throw std::length_error("n too large"); // want ValueError "n too large"
}
