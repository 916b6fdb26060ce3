// Reduce-then-scan. A tile is 4096 ints: thread t owns the 16 consecutive ints
// [16 t, 16 t + 16) of its tile, loaded as 4 int4. Requires n % 4096 == 0.
template <int NT>
__device__ __forceinline__ int block_exclusive_scan(int v, int& total)
{
    __shared__ int warp_tot[32];
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int inc = v;
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
        const int t = __shfl_up_sync(0xffffffffu, inc, o);
        if (lane >= o) inc += t;
    }
    if (lane == 31) warp_tot[warp] = inc;
    __syncthreads();
    if (warp == 0) {
        int w = (lane < NT / 32) ? warp_tot[lane] : 0;
#pragma unroll
        for (int o = 1; o < 32; o <<= 1) {
            const int t = __shfl_up_sync(0xffffffffu, w, o);
            if (lane >= o) w += t;
        }
        if (lane < NT / 32) warp_tot[lane] = w;
    }
    __syncthreads();
    const int offset = warp > 0 ? warp_tot[warp - 1] : 0;
    total = warp_tot[NT / 32 - 1];
    __syncthreads();
    return offset + inc - v;
}

extern "C" __global__ void __launch_bounds__(256)
tile_reduce_vec4(const int* __restrict__ x, int* __restrict__ block_sums, int n)
{
    __shared__ int warp_tot[8];
    const int4* x4 = reinterpret_cast<const int4*>(x) + (long long)blockIdx.x * 1024;
    int acc = 0;
#pragma unroll
    for (int k = 0; k < 4; ++k) {  // coalesced: consecutive threads, consecutive int4
        const int4 a = x4[k * 256 + threadIdx.x];
        acc += (a.x + a.y) + (a.z + a.w);
    }
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
    if (threadIdx.x % 32 == 0) warp_tot[threadIdx.x / 32] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
        int t = 0;
        for (int w = 0; w < 8; ++w) t += warp_tot[w];
        block_sums[blockIdx.x] = t;
    }
}

extern "C" __global__ void __launch_bounds__(1024)
scan_tile_sums(int* __restrict__ block_sums, int m)
{
    int carry = 0;
    for (int b = 0; b < m; b += 1024) {
        const int i = b + threadIdx.x;
        const int v = (i < m) ? block_sums[i] : 0;
        int total;
        const int excl = block_exclusive_scan<1024>(v, total);
        if (i < m) block_sums[i] = carry + excl;
        carry += total;
    }
}

extern "C" __global__ void __launch_bounds__(256)
tile_scan_vec4(const int* __restrict__ x, int* __restrict__ out, const int* __restrict__ block_sums, int n)
{
    const long long t4 = (long long)blockIdx.x * 1024 + threadIdx.x * 4;  // first int4 of this thread
    const int4* x4 = reinterpret_cast<const int4*>(x);
    int4* o4 = reinterpret_cast<int4*>(out);
    int4 a[4];
#pragma unroll
    for (int k = 0; k < 4; ++k) a[k] = __ldcs(x4 + t4 + k);
    int acc = 0;
#pragma unroll
    for (int k = 0; k < 4; ++k) {
        a[k].x += acc; a[k].y += a[k].x; a[k].z += a[k].y; a[k].w += a[k].z;
        acc = a[k].w;
    }
    int total;
    const int off = block_exclusive_scan<256>(acc, total) + block_sums[blockIdx.x];
#pragma unroll
    for (int k = 0; k < 4; ++k) {
        a[k].x += off; a[k].y += off; a[k].z += off; a[k].w += off;
        __stcs(o4 + t4 + k, a[k]);
    }
}
