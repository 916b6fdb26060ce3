// Scan-then-propagate with int4 per thread and shuffle-based block scans.
// Tiles of 1024 ints (256 threads x int4); requires n % 1024 == 0.

// Exclusive block scan of v over NT threads (NT <= 1024); total gets the block sum.
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
scan_tiles_shfl(const int* __restrict__ x, int* __restrict__ out, int* __restrict__ block_sums, int n)
{
    const long long v = (long long)blockIdx.x * 256 + threadIdx.x;  // int4 index
    int4 a = reinterpret_cast<const int4*>(x)[v];
    a.y += a.x; a.z += a.y; a.w += a.z;
    int total;
    const int excl = block_exclusive_scan<256>(a.w, total);
    a.x += excl; a.y += excl; a.z += excl; a.w += excl;
    reinterpret_cast<int4*>(out)[v] = a;
    if (threadIdx.x == 0) block_sums[blockIdx.x] = total;
}

// In place: block_sums[i] <- sum of block_sums[0 .. i-1].
extern "C" __global__ void __launch_bounds__(1024)
scan_sums_shfl(int* __restrict__ block_sums, int m)
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
add_offsets_vec4(int* __restrict__ out, const int* __restrict__ block_sums, int n)
{
    const long long v = (long long)blockIdx.x * 256 + threadIdx.x;
    const int off = block_sums[blockIdx.x];
    int4 a = reinterpret_cast<int4*>(out)[v];
    a.x += off; a.y += off; a.z += off; a.w += off;
    reinterpret_cast<int4*>(out)[v] = a;
}
