// Tunable two-pass sum. Parameters (as -D macros):
//   BLOCK  threads per block of pass 1
//   VEC    elements per load (1, 2 or 4 -> float, float2, float4)
//   ITEMS  vector loads per thread; a block of pass 1 sums BLOCK*VEC*ITEMS elements
//   SHFL   1: warp shuffles then one shared slot per warp; 0: shared-memory tree only
// Pass 2 is one block of 1024 threads over the m partials. The plan guarantees
// n % (BLOCK*VEC*ITEMS) == 0.
#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 1
#endif
#ifndef ITEMS
#define ITEMS 1
#endif
#ifndef SHFL
#define SHFL 1
#endif

#if VEC == 4
typedef float4 vec_t;
__device__ __forceinline__ float hsum(vec_t v) { return (v.x + v.y) + (v.z + v.w); }
#elif VEC == 2
typedef float2 vec_t;
__device__ __forceinline__ float hsum(vec_t v) { return v.x + v.y; }
#elif VEC == 1
typedef float vec_t;
__device__ __forceinline__ float hsum(vec_t v) { return v; }
#else
#error "VEC must be 1, 2 or 4"
#endif

// Sum over the block of `v`; the result is valid in thread 0. NT = block size (power of 2).
template <int NT>
__device__ __forceinline__ float block_sum(float v)
{
#if SHFL
    __shared__ float warp_sums[NT / 32];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = (lane < NT / 32) ? warp_sums[lane] : 0.0f;
        for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    }
    return v;
#else
    __shared__ float s[NT];
    s[threadIdx.x] = v;
    __syncthreads();
#pragma unroll
    for (int stride = NT / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride) s[threadIdx.x] += s[threadIdx.x + stride];
        __syncthreads();
    }
    return s[0];
#endif
}

extern "C" __global__ void __launch_bounds__(BLOCK)
reduce_partials_tuned(const float* __restrict__ x, float* __restrict__ partials, int n)
{
    const vec_t* xv = reinterpret_cast<const vec_t*>(x);
    const long long base = (long long)blockIdx.x * (BLOCK * ITEMS) + threadIdx.x;
    vec_t v[ITEMS];
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) v[k] = xv[base + k * BLOCK];
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) acc += hsum(v[k]);
    acc = block_sum<BLOCK>(acc);
    if (threadIdx.x == 0) partials[blockIdx.x] = acc;
}

extern "C" __global__ void __launch_bounds__(1024)
reduce_final_tuned(const float* __restrict__ partials, float* __restrict__ total, int m)
{
    float acc = 0.0f;
    for (int i = threadIdx.x; i < m; i += 1024) acc += partials[i];
    acc = block_sum<1024>(acc);
    if (threadIdx.x == 0) total[0] = acc;
}
