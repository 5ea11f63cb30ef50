#include <torch/all.h>
#include "include/cuda_check.h"

void copy_back(void* dst, const void* src, size_t n) {
  CUDA_CALL(cudaMemcpy(dst, src, n, cudaMemcpyDeviceToHost)); // want RuntimeError "cudaMemcpy(dst, src, n, cudaMemcpyDeviceToHost) failed: {cudaGetErrorString(e)}"
  CUDA_TRY(cudaFree(dst)); // want RuntimeError "CUDA error {cudaGetErrorString(e)} at cudaFree(dst)"
  NOT_A_KNOWN_MACRO(dst);
}
