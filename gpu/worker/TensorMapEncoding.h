#pragma once
// Tensor-map kernel arguments (core/problem/TensorMapArg.h) encoded for the driver.
#include "core/problem/TensorMapArg.h"
#include "gpu/driver/CudaApi.h"

#include <string>

namespace augur::gpu {

/// Encodes `spec` over the buffer at `base` (`bufferBytes` bytes of `dtype` elements) as
/// the driver's CUtensorMap (cuTensorMapEncodeTiled; element strides 1, no interleave,
/// out-of-bounds elements read as zero, L2 promotion of 256 bytes). Throws
/// std::invalid_argument prefixed with `who` when the geometry does not fit the buffer,
/// the dtype has no tensor-map type, the driver lacks the entry point or refuses the map.
CUtensorMap encodeTensorMap(const CudaApi& api, const TensorMapSpec& spec, CUdeviceptr base, std::size_t bufferBytes,
                            const std::string& dtype, const std::string& who);

} // namespace augur::gpu
