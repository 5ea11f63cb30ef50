#include <stdexcept>
#include <torch/extension.h>

void scale(torch::Tensor x, int64_t n) {
  TORCH_CHECK(x.dim() == 2, "x must be 2-D, got ", x.dim());
  if (n < 0) {
    throw std::invalid_argument("n must be non-negative");
  }
  if (n > x.size(0)) {
    throw std::out_of_range("n past the rows");
  }
}
