// A project header: its macro is used by other files of the project.
#pragma once
#include <sstream>
#include <stdexcept>

#define CUDA_CALL(cmd) do { cudaError_t e = cmd; if (e != cudaSuccess) { throw std::runtime_error(std::string(#cmd " failed: ") + cudaGetErrorString(e)); } } while (0) // want RuntimeError "{#cmd} failed: {cudaGetErrorString(e)}"
#define CUDA_TRY(cmd) do { cudaError_t e = cmd; if (e != cudaSuccess) { std::stringstream msg; msg << "CUDA error " << cudaGetErrorString(e) << " at " << #cmd; throw std::runtime_error(msg.str()); } } while (0) // want RuntimeError "CUDA error {cudaGetErrorString(e)} at {#cmd}"
