// Single-pass inclusive scan with decoupled look-back (Merrill and Garland, "Single-pass
// Parallel Prefix Scan with Decoupled Look-back", NVIDIA NVR-2016-002), as a tunable
// template (parameters documented in problem.json):
//   BLOCK  threads per block; a tile is BLOCK * ITEMS ints, its index taken from an atomic
//          counter so a tile only ever waits for tiles that started earlier (forward progress);
//   ITEMS  consecutive ints per thread (a multiple of 4): each warp loads and stores its
//          32 * ITEMS ints coalesced as int4 and transposes them through shared memory with
//          one pad word per ITEMS ints (ITEMS + 1 is odd, so the lanes' reads hit distinct banks);
//   CACHE  1: streaming loads and stores (__ldcs, __stcs: evict first), so the 2 n of traffic
//          does not push the tile states out of L2; 0: the default cache policy.
// The tile states (flag << 32 | value: 1 = the tile's aggregate, 2 = inclusive prefix) are
// cleared by lookback_init, the plan's first launch; state[num_tiles] is the tile counter.
// One warp looks back 32 predecessors at a time. 2 n of DRAM traffic in all.
#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef ITEMS
#define ITEMS 16
#endif
#ifndef CACHE
#define CACHE 0
#endif

#define TILE (BLOCK * ITEMS)
#define NWARPS (BLOCK / 32)
#define WSLICE (32 * ITEMS)
#define WSTAGE (WSLICE + 32)
#define PADDED(e) ((e) + (e) / ITEMS)
#define FLAG_AGG 1ull
#define FLAG_PRE 2ull

#if CACHE
#define LOAD4(p) __ldcs(p)
#define STORE4(p, v) __stcs(p, v)
#else
#define LOAD4(p) (*(p))
#define STORE4(p, v) (*(p) = (v))
#endif

__device__ __forceinline__ unsigned long long load_state(const unsigned long long* p)
{
    unsigned long long v;
    asm volatile("ld.relaxed.gpu.global.u64 %0, [%1];" : "=l"(v) : "l"(p) : "memory");
    return v;
}
__device__ __forceinline__ void store_state(unsigned long long* p, unsigned long long flag, int value)
{
    atomicExch(p, (flag << 32) | (unsigned)value);
}
__device__ __forceinline__ int warp_sum(int v)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

extern "C" __global__ void lookback_init(unsigned long long* tile_state, int count)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count) tile_state[i] = 0ull;
}

extern "C" __global__ void lookback_init_tuned(unsigned long long* tile_state, int count)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count) tile_state[i] = 0ull;
}

extern "C" __global__ void __launch_bounds__(BLOCK)
lookback_scan_tuned(const int* __restrict__ x, int* __restrict__ out, unsigned long long* tile_state, int n)
{
    extern __shared__ int stage[]; // NWARPS * WSTAGE ints
    __shared__ int s_tile, s_prefix;
    __shared__ int warp_tot[NWARPS];
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const int num_tiles = gridDim.x;
    if (tid == 0) s_tile = (int)atomicAdd(&tile_state[num_tiles], 1ull);
    __syncthreads();
    const int tile = s_tile;

    int v[ITEMS];
    int* ws = &stage[warp * WSTAGE];
    const long long wbase = (long long)tile * TILE + warp * WSLICE;
    if (wbase + WSLICE <= n) {
        const int4* x4 = reinterpret_cast<const int4*>(x + wbase);
#pragma unroll
        for (int k = 0; k < ITEMS / 4; ++k) {
            const int q = k * 32 + lane;
            const int4 a = LOAD4(x4 + q);
            const int e = q * 4, p = PADDED(e); // e .. e + 3 share one pad (ITEMS % 4 == 0)
            ws[p] = a.x;
            ws[p + 1] = a.y;
            ws[p + 2] = a.z;
            ws[p + 3] = a.w;
        }
    } else {
        for (int e = lane; e < WSLICE; e += 32) ws[PADDED(e)] = (wbase + e < n) ? x[wbase + e] : 0;
    }
    __syncwarp();
#pragma unroll
    for (int j = 0; j < ITEMS; ++j) v[j] = ws[lane * (ITEMS + 1) + j];
    __syncwarp();
#pragma unroll
    for (int j = 1; j < ITEMS; ++j) v[j] += v[j - 1];

    // Block-wide exclusive scan of the thread totals.
    int inc = v[ITEMS - 1];
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
        const int t = __shfl_up_sync(0xffffffffu, inc, o);
        if (lane >= o) inc += t;
    }
    if (lane == 31) warp_tot[warp] = inc;
    __syncthreads();
    int warp_off = 0, tile_total = 0;
#pragma unroll
    for (int w = 0; w < NWARPS; ++w) {
        const int t = warp_tot[w];
        if (w < warp) warp_off += t;
        tile_total += t;
    }
    const int thread_excl = warp_off + inc - v[ITEMS - 1];

    // Look-back by warp 0.
    if (warp == 0) {
        if (tile == 0) {
            if (lane == 0) { store_state(&tile_state[0], FLAG_PRE, tile_total); s_prefix = 0; }
        } else {
            if (lane == 0) store_state(&tile_state[tile], FLAG_AGG, tile_total);
            int prefix = 0;
            int end = tile - 1;  // window [end - 31, end]
            while (true) {
                const int idx = end - lane;
                unsigned long long s;
                if (idx >= 0) {
                    do { s = load_state(&tile_state[idx]); } while ((s >> 32) == 0ull);
                } else {
                    s = (FLAG_PRE << 32);  // before tile 0: prefix 0
                }
                const bool is_pre = (s >> 32) == FLAG_PRE;
                const int val = (int)(unsigned)(s & 0xffffffffull);
                const unsigned pre_mask = __ballot_sync(0xffffffffu, is_pre);
                if (pre_mask) {
                    const int first = __ffs(pre_mask) - 1;  // nearest predecessor with a prefix
                    prefix += warp_sum(lane <= first ? val : 0);
                    break;
                }
                prefix += warp_sum(val);
                end -= 32;
            }
            if (lane == 0) { store_state(&tile_state[tile], FLAG_PRE, prefix + tile_total); s_prefix = prefix; }
        }
    }
    __syncthreads();
    const int off = s_prefix + thread_excl;
#pragma unroll
    for (int j = 0; j < ITEMS; ++j) ws[lane * (ITEMS + 1) + j] = v[j] + off;
    __syncwarp();
    if (wbase + WSLICE <= n) {
        int4* o4 = reinterpret_cast<int4*>(out + wbase);
#pragma unroll
        for (int k = 0; k < ITEMS / 4; ++k) {
            const int q = k * 32 + lane;
            const int e = q * 4, p = PADDED(e);
            STORE4(o4 + q, make_int4(ws[p], ws[p + 1], ws[p + 2], ws[p + 3]));
        }
    } else {
        for (int e = lane; e < WSLICE; e += 32)
            if (wbase + e < n) out[wbase + e] = ws[PADDED(e)];
    }
}
