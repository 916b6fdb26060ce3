// Tunable row layer norm: one block per row. Parameters (as -D macros):
//   BLOCK    threads per block
//   VEC      elements per load/store (1, 2, 4)
//   CACHE    1: the first pass stages the row in dynamic shared memory (cols*4 bytes);
//            0: later passes re-read global memory (L1/L2 hits)
//   ONEPASS  1: sum and sum of squares in one pass, var = E[x^2] - mean^2;
//            0: a mean pass then a centred variance pass (more robust)
// The plan guarantees cols % (BLOCK*VEC) == 0.
#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 1
#endif
#ifndef CACHE
#define CACHE 0
#endif
#ifndef ONEPASS
#define ONEPASS 0
#endif

#if VEC == 4
typedef float4 vec_t;
#define VGET(v, k) ((k) == 0 ? (v).x : (k) == 1 ? (v).y : (k) == 2 ? (v).z : (v).w)
#define VSET(v, k, val) do { if ((k) == 0) (v).x = (val); else if ((k) == 1) (v).y = (val); else if ((k) == 2) (v).z = (val); else (v).w = (val); } while (0)
#elif VEC == 2
typedef float2 vec_t;
#define VGET(v, k) ((k) == 0 ? (v).x : (v).y)
#define VSET(v, k, val) do { if ((k) == 0) (v).x = (val); else (v).y = (val); } while (0)
#elif VEC == 1
typedef float vec_t;
#define VGET(v, k) (v)
#define VSET(v, k, val) do { (v) = (val); } while (0)
#else
#error "VEC must be 1, 2 or 4"
#endif

#define NWARPS (BLOCK / 32)

__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}
// Block-wide sum; every thread gets the result. `red` holds 32 floats.
__device__ __forceinline__ float block_sum(float v, float* red)
{
    v = warp_sum(v);
    if (threadIdx.x % 32 == 0) red[threadIdx.x / 32] = v;
    __syncthreads();
    v = (threadIdx.x % 32 < NWARPS) ? red[threadIdx.x % 32] : 0.0f;
    v = warp_sum(v);
    __syncthreads();
    return v;
}

extern "C" __global__ void __launch_bounds__(BLOCK)
layernorm_tuned(const float* __restrict__ x, const float* __restrict__ gamma, const float* __restrict__ beta,
                float* __restrict__ y, int rows, int cols, float eps)
{
    __shared__ float red[2][32];
#if CACHE
    extern __shared__ __align__(16) float row_cache[];
    vec_t* cache = reinterpret_cast<vec_t*>(row_cache);
#endif
    const int row = blockIdx.x;
    if (row >= rows) return;
    const vec_t* xr = reinterpret_cast<const vec_t*>(x + (long long)row * cols);
    vec_t* yr = reinterpret_cast<vec_t*>(y + (long long)row * cols);
    const vec_t* g = reinterpret_cast<const vec_t*>(gamma);
    const vec_t* b = reinterpret_cast<const vec_t*>(beta);
    const int nv = cols / VEC;

    float sum = 0.0f;
#if ONEPASS
    float sumsq = 0.0f;
#endif
    for (int j = threadIdx.x; j < nv; j += BLOCK) {
        const vec_t v = xr[j];
#if CACHE
        cache[j] = v;
#endif
#pragma unroll
        for (int k = 0; k < VEC; ++k) {
            sum += VGET(v, k);
#if ONEPASS
            sumsq += VGET(v, k) * VGET(v, k);
#endif
        }
    }
    const float mean = block_sum(sum, red[0]) / cols;
#if ONEPASS
    const float var = fmaxf(block_sum(sumsq, red[1]) / cols - mean * mean, 0.0f);
#else
    float sq = 0.0f;
    for (int j = threadIdx.x; j < nv; j += BLOCK) {
#if CACHE
        const vec_t v = cache[j];
#else
        const vec_t v = xr[j];
#endif
#pragma unroll
        for (int k = 0; k < VEC; ++k) {
            const float d = VGET(v, k) - mean;
            sq += d * d;
        }
    }
    const float var = block_sum(sq, red[1]) / cols;
#endif
    const float inv_std = rsqrtf(var + eps);
    for (int j = threadIdx.x; j < nv; j += BLOCK) {
#if CACHE
        const vec_t v = cache[j];
#else
        const vec_t v = xr[j];
#endif
        const vec_t gv = g[j], bv = b[j];
        vec_t o;
#pragma unroll
        for (int k = 0; k < VEC; ++k) VSET(o, k, (VGET(v, k) - mean) * inv_std * VGET(gv, k) + VGET(bv, k));
        yr[j] = o;
    }
}
