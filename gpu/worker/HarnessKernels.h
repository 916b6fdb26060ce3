#pragma once
#include <string>

namespace augur::gpu {

/// CUDA source of the harness's own kernels, compiled once per worker with NVRTC:
/// seeded input initialisation per dtype (augur_init_<dtype>), an order-independent
/// 128-bit hash (augur_hash_words) for input-integrity checks, a guard-canary check
/// (augur_count_ne_u32) and the on-device tolerance comparison per dtype
/// (augur_compare_<dtype>), so large outputs are never copied to the host to be checked.
const std::string& harnessKernelSource();

} // namespace augur::gpu
