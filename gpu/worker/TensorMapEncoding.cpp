#include "gpu/worker/TensorMapEncoding.h"

#include "core/model/Problem.h"

#include <map>
#include <stdexcept>

namespace augur::gpu {

namespace {

const std::map<std::string, CUtensorMapDataType> kTypes{
    {"f16", CU_TENSOR_MAP_DATA_TYPE_FLOAT16}, {"bf16", CU_TENSOR_MAP_DATA_TYPE_BFLOAT16},
    {"f32", CU_TENSOR_MAP_DATA_TYPE_FLOAT32}, {"f64", CU_TENSOR_MAP_DATA_TYPE_FLOAT64},
    {"i32", CU_TENSOR_MAP_DATA_TYPE_INT32},   {"u32", CU_TENSOR_MAP_DATA_TYPE_UINT32},
    {"i64", CU_TENSOR_MAP_DATA_TYPE_INT64},   {"u8", CU_TENSOR_MAP_DATA_TYPE_UINT8}};

CUtensorMapSwizzle swizzleMode(int bytes) {
    switch (bytes) {
    case 32: return CU_TENSOR_MAP_SWIZZLE_32B;
    case 64: return CU_TENSOR_MAP_SWIZZLE_64B;
    case 128: return CU_TENSOR_MAP_SWIZZLE_128B;
    default: return CU_TENSOR_MAP_SWIZZLE_NONE;
    }
}

} // namespace

CUtensorMap encodeTensorMap(const CudaApi& api, const TensorMapSpec& spec, CUdeviceptr base, std::size_t bufferBytes,
                            const std::string& dtype, const std::string& who) {
    const int elem = dtypeBytes(dtype);
    // Checked again here: the job may come from a client this worker does not trust.
    if (const std::string why = tensorMapProblem(spec, static_cast<long long>(bufferBytes), elem); !why.empty())
        throw std::invalid_argument(who + ": tensor map: " + why);
    const auto type = kTypes.find(dtype);
    if (type == kTypes.end()) throw std::invalid_argument(who + ": tensor map: no tensor-map type for " + dtype);
    if (!api.cuTensorMapEncodeTiled)
        throw std::invalid_argument(who + ": tensor map: the driver has no cuTensorMapEncodeTiled (CUDA 12 or later)");
    if (base % 16 != 0) throw std::invalid_argument(who + ": tensor map: the buffer is not 16-byte aligned");
    const std::size_t rank = spec.dims.size();
    cuuint64_t dims[5] = {}, strides[4] = {};
    cuuint32_t box[5] = {}, elementStrides[5] = {1, 1, 1, 1, 1};
    cuuint64_t packed = static_cast<cuuint64_t>(elem);
    for (std::size_t d = 0; d < rank; ++d) {
        dims[d] = static_cast<cuuint64_t>(spec.dims[d]);
        box[d] = static_cast<cuuint32_t>(spec.box[d]);
        packed *= dims[d];
        if (d + 1 < rank) strides[d] = spec.strides.empty() ? packed : static_cast<cuuint64_t>(spec.strides[d]);
    }
    CUtensorMap map{};
    void* address =
        reinterpret_cast<void*>(base); // NOLINT(performance-no-int-to-ptr): the driver's addresses are integers
    const CUresult rc =
        api.cuTensorMapEncodeTiled(&map, type->second, static_cast<cuuint32_t>(rank), address, dims, strides, box,
                                   elementStrides, CU_TENSOR_MAP_INTERLEAVE_NONE, swizzleMode(spec.swizzle),
                                   CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    if (rc != CUDA_SUCCESS) throw std::invalid_argument(who + ": tensor map: " + api.describe(rc));
    return map;
}

} // namespace augur::gpu
