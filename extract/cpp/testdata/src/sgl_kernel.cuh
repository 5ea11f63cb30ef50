#include <sgl_kernel/utils.h>
#include <tvm/ffi/error.h>

namespace host {

void launch(int num_heads, int head_dim, int rank) {
  RuntimeCheck(num_heads > 0, "num_heads must be positive"); // want RuntimeError "Failed at {__FILE__}sgl_kernel.cuh:{__LINE__:d}: num_heads must be positive"
  RuntimeCheck(head_dim % 8 == 0); // want RuntimeError "Failed at {__FILE__}sgl_kernel.cuh:{__LINE__:d} in {__func__}"
  TVM_FFI_ICHECK(rank >= 0) << "rank " << rank << " is negative"; // want RuntimeError "Check failed: (rank >= 0) is false: rank {rank} is negative"
  TVM_FFI_ICHECK_EQ(head_dim, 128) << "head_dim must be 128"; // want RuntimeError "Check failed: head_dim == 128 ({head_dim} vs. 128) : head_dim must be 128"
  if (rank > 8) {
    TVM_FFI_THROW(ValueError) << "rank " << rank << " too large"; // want ValueError "rank {rank} too large"
  }
}

}  // namespace host
