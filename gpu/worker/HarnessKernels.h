#pragma once
#include <string>

namespace augur::gpu {

/// CUDA source of the harness's own kernels, compiled once per worker with NVRTC:
/// seeded input initialisation per dtype (augur_init_<dtype>), an order-independent
/// 128-bit hash (augur_hash_words) for input-integrity checks, a guard-canary check
/// (augur_count_ne_u32), the Philox mask of trusted outputs kept on the device
/// (augur_mask_words), the on-device tolerance comparison per dtype
/// (augur_compare_masked_<dtype>) and the precision check's error sums
/// (augur_error_sums_<dtype>), so large outputs are never copied to the host to be checked.
const std::string& harnessKernelSource();

} // namespace augur::gpu
