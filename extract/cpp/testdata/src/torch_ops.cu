#include <torch/all.h>
#include <sstream>
#include <stdexcept>

#define CHECK_CUDA(x) TORCH_CHECK(x.is_cuda(), #x " must be a CUDA tensor") // want RuntimeError "{#x} must be a CUDA tensor"
#define CHECK_CONTIGUOUS(x) TORCH_CHECK(x.is_contiguous(), #x " must be contiguous") // want RuntimeError "{#x} must be contiguous"
#define CHECK_INPUT(x) /* # want RuntimeError "{#x} must be a CUDA tensor" RuntimeError "{#x} must be contiguous" */ \
  CHECK_CUDA(x);       \
  CHECK_CONTIGUOUS(x)

__global__ void scale_kernel(float* out, const float* in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * 2.0f;
}

// Validates q before the kernel runs.
void check_dim(const at::Tensor& t, const char* name, int64_t d) {
  TORCH_CHECK(t.dim() == d, name, " must be a ", d, "D tensor, got ", t.dim()); // want RuntimeError "{name} must be a {d}D tensor, got {t.dim()}"
}

/// Scales q into out.
void scale(at::Tensor q, at::Tensor out, int64_t num_heads) {
  CHECK_INPUT(q); // want RuntimeError "q must be a CUDA tensor" RuntimeError "q must be contiguous"
  check_dim(q, "q", 3); // want RuntimeError "q must be a 3D tensor, got {q.dim()}"
  TORCH_CHECK(num_heads > 0); // want RuntimeError "Expected num_heads > 0 to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)"
  TORCH_CHECK(num_heads > 0, "num_heads must be positive"); // want RuntimeError "num_heads must be positive"
  TORCH_CHECK_VALUE(q.size(0) == out.size(0), "batch mismatch: ", q.size(0), " vs ", out.size(0)); // want ValueError "batch mismatch: {q.size(0)} vs {out.size(0)}"
  TORCH_CHECK_TYPE(q.scalar_type() == at::kFloat, "q must be float32, got ", q.scalar_type()); // want TypeError "q must be float32, got {q.scalar_type()}"
  TORCH_CHECK_INDEX(num_heads < 64, "head ", num_heads, " out of range"); // want IndexError "head {num_heads} out of range"
  TORCH_CHECK_NOT_IMPLEMENTED(q.dim() != 4, "4D q is not supported"); // want NotImplementedError "4D q is not supported"
  TORCH_INTERNAL_ASSERT(out.numel() >= 0); // want RuntimeError "out.numel() >= 0 INTERNAL ASSERT FAILED at \"{__FILE__}torch_ops.cu\":{__LINE__:d}, please report a bug to PyTorch. "
  if (q.scalar_type() == at::kHalf) {
    AT_ERROR("half is not supported for ", q.sizes()); // want RuntimeError "half is not supported for {q.sizes()}"
  } else if (q.scalar_type() == at::kBFloat16) {
    scale_kernel<<<1, 32>>>(out.data_ptr<float>(), q.data_ptr<float>(), q.numel());
  } else {
    throw std::runtime_error("scale only supports float16 and bfloat16"); // want RuntimeError "scale only supports float16 and bfloat16"
  }
}

void stream_message(int64_t a, int64_t b) {
  std::stringstream ss;
  ss << "sizes differ: " << a << " != " << b;
  if (a != b) {
    throw std::invalid_argument(ss.str()); // want RuntimeError "sizes differ: {a} != {b}"
  }
  try {
    scale_kernel<<<1, 1>>>(nullptr, nullptr, 0);
  } catch (const std::exception& e) {
    throw std::out_of_range(std::string("launch failed: ") + e.what()); // want IndexError "launch failed: {e.what()}"
  }
}

class KernelError : public std::runtime_error {
 public:
  explicit KernelError(const std::string& m) : std::runtime_error(m) {}
};

void kernel_error(int code) {
  if (code == 0) {
    return;
  }
  throw KernelError("kernel failed with code " + std::to_string(code)); // want RuntimeError "kernel failed with code {code}"
}
