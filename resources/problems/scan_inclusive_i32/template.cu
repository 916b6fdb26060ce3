// Tunable three-kernel inclusive scan. Parameters (as -D macros):
//   BLOCK     threads per block of passes 1 and 3
//   ITEMS     elements per thread; a block owns a tile of BLOCK*ITEMS elements
//   STRATEGY  0: scan-then-propagate (pass 1 scans tiles into out and records tile totals,
//                pass 3 adds the tile offset to out: 4 n of traffic)
//             1: reduce-then-scan (pass 1 only sums tiles, pass 3 scans x again starting from
//                the tile offset: 3 n of traffic)
// Pass 2 (one block of 1024 threads) turns the tile totals into exclusive offsets.
// Tiles are staged through dynamic shared memory, (TILE + TILE/32) ints with one pad word
// every 32 to avoid bank conflicts. The plan guarantees n % (BLOCK*ITEMS) == 0.
#ifndef BLOCK
#define BLOCK 512
#endif
#ifndef ITEMS
#define ITEMS 4
#endif
#ifndef STRATEGY
#define STRATEGY 0
#endif

#define TILE (BLOCK * ITEMS)
#define NWARPS (BLOCK / 32)
#define PAD(i) ((i) + ((i) >> 5))

// Exclusive scan of v over a block of NT threads; `total` receives the block total.
// `warp_tot` is shared scratch of 32 ints. Contains barriers: all threads must call it.
template <int NT>
__device__ __forceinline__ int block_exclusive_scan(int v, int* warp_tot, int& total)
{
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
        if (lane < NT / 32) warp_tot[lane] = w;  // inclusive warp prefix
    }
    __syncthreads();
    const int offset = (warp > 0) ? warp_tot[warp - 1] : 0;
    total = warp_tot[NT / 32 - 1];
    __syncthreads();  // warp_tot may be reused by the caller
    return offset + inc - v;
}

template <int NT>
__device__ __forceinline__ int block_reduce(int v, int* warp_tot)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (threadIdx.x % 32 == 0) warp_tot[threadIdx.x / 32] = v;
    __syncthreads();
    int t = 0;
    for (int w = 0; w < NT / 32; ++w) t += warp_tot[w];
    return t;
}

// Scans the tile at x + base into out + base, adding `offset` to every element.
// Returns the tile total (valid in every thread).
__device__ __forceinline__ int scan_tile(const int* __restrict__ x, int* __restrict__ out, long long base,
                                         int offset, int* tile, int* warp_tot)
{
    const int tid = threadIdx.x;
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) tile[PAD(k * BLOCK + tid)] = x[base + k * BLOCK + tid];  // coalesced
    __syncthreads();
    int v[ITEMS];
    int acc = 0;
#pragma unroll
    for (int j = 0; j < ITEMS; ++j) {
        acc += tile[PAD(tid * ITEMS + j)];
        v[j] = acc;
    }
    int total;
    const int excl = block_exclusive_scan<BLOCK>(acc, warp_tot, total) + offset;
#pragma unroll
    for (int j = 0; j < ITEMS; ++j) tile[PAD(tid * ITEMS + j)] = v[j] + excl;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) out[base + k * BLOCK + tid] = tile[PAD(k * BLOCK + tid)];
    return total;
}

extern "C" __global__ void __launch_bounds__(BLOCK)
scan_pass1_tuned(const int* __restrict__ x, int* __restrict__ out, int* __restrict__ block_sums, int n)
{
    __shared__ int warp_tot[32];
    const long long base = (long long)blockIdx.x * TILE;
#if STRATEGY == 0
    extern __shared__ int tile[];
    const int total = scan_tile(x, out, base, 0, tile, warp_tot);
    if (threadIdx.x == 0) block_sums[blockIdx.x] = total;
#else
    int acc = 0;
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) acc += x[base + k * BLOCK + threadIdx.x];
    const int total = block_reduce<BLOCK>(acc, warp_tot);
    if (threadIdx.x == 0) block_sums[blockIdx.x] = total;
#endif
}

// In place: block_sums[i] <- sum of block_sums[0 .. i-1].
extern "C" __global__ void __launch_bounds__(1024)
scan_block_sums_tuned(int* __restrict__ block_sums, int m)
{
    __shared__ int warp_tot[32];
    int carry = 0;
    for (int b = 0; b < m; b += 1024) {
        const int i = b + threadIdx.x;
        const int v = (i < m) ? block_sums[i] : 0;
        int total;
        const int excl = block_exclusive_scan<1024>(v, warp_tot, total);
        if (i < m) block_sums[i] = carry + excl;
        carry += total;
    }
}

extern "C" __global__ void __launch_bounds__(BLOCK)
scan_pass3_tuned(const int* __restrict__ x, int* __restrict__ out, const int* __restrict__ block_sums, int n)
{
    const long long base = (long long)blockIdx.x * TILE;
    const int offset = block_sums[blockIdx.x];
#if STRATEGY == 0
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) out[base + k * BLOCK + threadIdx.x] += offset;
#else
    __shared__ int warp_tot[32];
    extern __shared__ int tile[];
    scan_tile(x, out, base, offset, tile, warp_tot);
#endif
}
