#include "ui/kernel/CudaLexer.h"

#include <QByteArray>
#include <QColor>

namespace augur::ui {

namespace {
/// Declaration qualifiers and attributes of CUDA C++ (Programming Guide, "C++ Language Extensions").
constexpr const char* kCudaQualifiers =
    " __global__ __device__ __host__ __shared__ __constant__ __managed__ __restrict__ __forceinline__"
    " __noinline__ __launch_bounds__ __grid_constant__ __align__ __cluster_dims__";
/// Built-in variables, synchronisation and warp intrinsics, vector and half types: what a
/// reader looks for to see how a kernel maps work onto threads.
constexpr const char* kCudaBuiltins =
    "threadIdx blockIdx blockDim gridDim warpSize __syncthreads __syncthreads_count __syncthreads_and"
    " __syncthreads_or __syncwarp __threadfence __threadfence_block __shfl_sync __shfl_up_sync __shfl_down_sync"
    " __shfl_xor_sync __ballot_sync __any_sync __all_sync __activemask __popc __clz __ffs __ldg __ldcg __ldcs"
    " __stcg __stcs __fdividef __expf __logf __powf __sinf __cosf __fmaf_rn __fmul_rn __fadd_rn __int_as_float"
    " __float_as_int __float2half __half2float atomicAdd atomicSub atomicMax atomicMin atomicCAS atomicExch"
    " atomicAnd atomicOr atomicXor expf exp2f logf sqrtf rsqrtf fmaxf fminf fabsf fmaf"
    " float2 float3 float4 double2 double4 int2 int3 int4 uint2 uint4 char4 uchar4 dim3 half half2 __half __half2"
    " __nv_bfloat16 __nv_bfloat162 size_t";
} // namespace

CudaLexer::CudaLexer(QObject* parent) : QsciLexerCPP(parent) {
    // Secondary keywords have no colour of their own in QsciLexerCPP.
    setColor(QColor(0x8a, 0x2b, 0xb2), KeywordSet2);
}

const char* CudaLexer::keywords(int set) const {
    // Built once: QScintilla keeps the pointer it is given.
    static const QByteArray primary = QByteArray(QsciLexerCPP::keywords(1)) + kCudaQualifiers;
    if (set == 1) return primary.constData();
    if (set == 2) return kCudaBuiltins;
    return QsciLexerCPP::keywords(set);
}

} // namespace augur::ui
