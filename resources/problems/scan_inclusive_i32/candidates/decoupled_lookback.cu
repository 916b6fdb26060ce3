// Single-pass inclusive scan with decoupled look-back.
// tile_state[t] packs (flag << 32) | (unsigned)value: flag 0 = not ready, 1 = aggregate of
// tile t only, 2 = inclusive prefix through tile t. tile_state[num_tiles] is the tile counter.
// Tiles are 4096 ints: thread t of 256 owns ints [16 t, 16 t + 16) of the tile. Each warp
// loads and stores its 512-int slice coalesced (int4 per lane) and transposes it through a
// padded shared-memory stage, so no lane ever issues a strided access.
#define TILE_ITEMS 4096
#define FLAG_AGG 1ull
#define FLAG_PRE 2ull

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

extern "C" __global__ void __launch_bounds__(256)
lookback_scan(const int* __restrict__ x, int* __restrict__ out, unsigned long long* tile_state, int n)
{
    __shared__ int s_tile, s_prefix;
    __shared__ int warp_tot[8];
    __shared__ int stage[8 * 544];
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const int num_tiles = gridDim.x;
    if (tid == 0) s_tile = (int)atomicAdd(&tile_state[num_tiles], 1ull);
    __syncthreads();
    const int tile = s_tile;

    int v[16];
    // Warp-transposed load: the warp reads its 512 ints coalesced (int4 per lane per step)
    // into shared memory, then each lane takes its 16 consecutive ints (one pad word per 16).
    int* ws = &stage[warp * 544];
    const long long wbase = (long long)tile * TILE_ITEMS + warp * 512;
    if (wbase + 512 <= n) {
        const int4* x4 = reinterpret_cast<const int4*>(x + wbase);
#pragma unroll
        for (int k = 0; k < 4; ++k) {
            const int q = k * 32 + lane;
            const int4 a = x4[q];
            const int e = q * 4;
            ws[e + (e >> 4)] = a.x; ws[e + 1 + (e >> 4)] = a.y; ws[e + 2 + (e >> 4)] = a.z; ws[e + 3 + (e >> 4)] = a.w;
        }
    } else {
        for (int e = lane; e < 512; e += 32) ws[e + (e >> 4)] = (wbase + e < n) ? x[wbase + e] : 0;
    }
    __syncwarp();
#pragma unroll
    for (int j = 0; j < 16; ++j) v[j] = ws[lane * 17 + j];
    __syncwarp();
#pragma unroll
    for (int j = 1; j < 16; ++j) v[j] += v[j - 1];

    // Block-wide exclusive scan of the thread totals.
    int inc = v[15];
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
        const int t = __shfl_up_sync(0xffffffffu, inc, o);
        if (lane >= o) inc += t;
    }
    if (lane == 31) warp_tot[warp] = inc;
    __syncthreads();
    int warp_off = 0, tile_total = 0;
#pragma unroll
    for (int w = 0; w < 8; ++w) {
        const int t = warp_tot[w];
        if (w < warp) warp_off += t;
        tile_total += t;
    }
    const int thread_excl = warp_off + inc - v[15];

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
    for (int j = 0; j < 16; ++j) ws[lane * 17 + j] = v[j] + off;
    __syncwarp();
    if (wbase + 512 <= n) {
        int4* o4 = reinterpret_cast<int4*>(out + wbase);
#pragma unroll
        for (int k = 0; k < 4; ++k) {
            const int q = k * 32 + lane;
            const int e = q * 4;
            o4[q] = make_int4(ws[e + (e >> 4)], ws[e + 1 + (e >> 4)], ws[e + 2 + (e >> 4)], ws[e + 3 + (e >> 4)]);
        }
    } else {
        for (int e = lane; e < 512; e += 32) if (wbase + e < n) out[wbase + e] = ws[e + (e >> 4)];
    }
}
