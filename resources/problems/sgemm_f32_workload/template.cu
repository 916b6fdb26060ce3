// SGEMM, C = A * B row-major, as a tunable template that aims at the vendor library
// (docs/problem-format.md, "Workload shapes"; parameters documented in problem.json):
//  - block tiling: a block computes a BM x BN tile of C, stepping through K by BK;
//  - warp tiling: each warp owns a WM x WN sub-tile, its 32 threads laid out 4 x 8, each
//    thread TM x TN outputs repeated WM/(4 TM) x WN/(8 TN) times, so a warp's shared-memory
//    reads are broadcasts or consecutive float4s (the layout of CUTLASS's SIMT GEMM);
//  - double-buffered shared memory: the next K tile is read from global memory into
//    registers while the current one is multiplied, then stored to the other buffer, so one
//    barrier per K step suffices;
//  - vectorised loads: float4 from global memory (K and N multiples of 4) and from shared
//    memory; A is stored transposed (As[k][m]) so a thread's TM values are contiguous;
//  - SKEW pads the transposed A rows (0 or 4 floats) against bank conflicts on its stores;
//  - a K that is not a multiple of BK (an awkward shape) is handled by zero-filling the
//    tail of the last tile; M and N must be multiples of BM and BN (restrictions).
#ifndef BM
#define BM 128
#endif
#ifndef BN
#define BN 128
#endif
#ifndef BK
#define BK 16
#endif
#ifndef WM
#define WM 64
#endif
#ifndef WN
#define WN 64
#endif
#ifndef TM
#define TM 4
#endif
#ifndef TN
#define TN 4
#endif
#ifndef SKEW
#define SKEW 4
#endif

#define NT ((BM / WM) * (BN / WN) * 32)
#define WSUBM (4 * TM)
#define WSUBN (8 * TN)
#define WMITER (WM / WSUBM)
#define WNITER (WN / WSUBN)
#define A_LOADS ((BM * BK / 4) / NT)
#define B_LOADS ((BK * BN / 4) / NT)

extern "C" __global__ void __launch_bounds__(NT)
    sgemm_tiled(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    __shared__ __align__(16) float As[2][BK][BM + SKEW];
    __shared__ __align__(16) float Bs[2][BK][BN];

    const int tid = threadIdx.x;
    const int bm = blockIdx.y * BM;
    const int bn = blockIdx.x * BN;
    const int warp = tid / 32, lane = tid % 32;
    const int warpRow = warp / (BN / WN), warpCol = warp % (BN / WN);
    const int laneRow = lane / 8, laneCol = lane % 8;

    float acc[WMITER * TM][WNITER * TN];
#pragma unroll
    for (int i = 0; i < WMITER * TM; ++i)
#pragma unroll
        for (int j = 0; j < WNITER * TN; ++j) acc[i][j] = 0.0f;

    float4 aReg[A_LOADS], bReg[B_LOADS];
    const float4 zero = make_float4(0.0f, 0.0f, 0.0f, 0.0f);

    // Global -> registers for the K tile starting at k0 (zeros past K).
    auto loadTile = [&](int k0) {
#pragma unroll
        for (int i = 0; i < A_LOADS; ++i) {
            const int f = tid + i * NT;
            const int row = f / (BK / 4), kq = (f % (BK / 4)) * 4;
            aReg[i] = k0 + kq < K ? *reinterpret_cast<const float4*>(&A[(long long)(bm + row) * K + k0 + kq]) : zero;
        }
#pragma unroll
        for (int i = 0; i < B_LOADS; ++i) {
            const int f = tid + i * NT;
            const int row = f / (BN / 4), col = (f % (BN / 4)) * 4;
            bReg[i] = k0 + row < K ? *reinterpret_cast<const float4*>(&B[(long long)(k0 + row) * N + bn + col]) : zero;
        }
    };
    // Registers -> shared buffer s (A transposed).
    auto storeTile = [&](int s) {
#pragma unroll
        for (int i = 0; i < A_LOADS; ++i) {
            const int f = tid + i * NT;
            const int row = f / (BK / 4), kq = (f % (BK / 4)) * 4;
            As[s][kq + 0][row] = aReg[i].x;
            As[s][kq + 1][row] = aReg[i].y;
            As[s][kq + 2][row] = aReg[i].z;
            As[s][kq + 3][row] = aReg[i].w;
        }
#pragma unroll
        for (int i = 0; i < B_LOADS; ++i) {
            const int f = tid + i * NT;
            const int row = f / (BN / 4), col = (f % (BN / 4)) * 4;
            *reinterpret_cast<float4*>(&Bs[s][row][col]) = bReg[i];
        }
    };

    const int tiles = (K + BK - 1) / BK;
    loadTile(0);
    storeTile(0);
    __syncthreads();
    for (int t = 0; t < tiles; ++t) {
        const int cur = t & 1;
        if (t + 1 < tiles) loadTile((t + 1) * BK);
#pragma unroll
        for (int k = 0; k < BK; ++k) {
            float a[WMITER * TM], b[WNITER * TN];
#pragma unroll
            for (int wm = 0; wm < WMITER; ++wm)
#pragma unroll
                for (int i = 0; i < TM; i += 4) {
                    const float4 v = *reinterpret_cast<const float4*>(
                        &As[cur][k][warpRow * WM + wm * WSUBM + laneRow * TM + i]);
                    a[wm * TM + i + 0] = v.x;
                    a[wm * TM + i + 1] = v.y;
                    a[wm * TM + i + 2] = v.z;
                    a[wm * TM + i + 3] = v.w;
                }
#pragma unroll
            for (int wn = 0; wn < WNITER; ++wn)
#pragma unroll
                for (int j = 0; j < TN; j += 4) {
                    const float4 v = *reinterpret_cast<const float4*>(
                        &Bs[cur][k][warpCol * WN + wn * WSUBN + laneCol * TN + j]);
                    b[wn * TN + j + 0] = v.x;
                    b[wn * TN + j + 1] = v.y;
                    b[wn * TN + j + 2] = v.z;
                    b[wn * TN + j + 3] = v.w;
                }
#pragma unroll
            for (int i = 0; i < WMITER * TM; ++i)
#pragma unroll
                for (int j = 0; j < WNITER * TN; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
        }
        if (t + 1 < tiles) storeTile(cur ^ 1);
        __syncthreads();
    }

#pragma unroll
    for (int wm = 0; wm < WMITER; ++wm)
#pragma unroll
        for (int i = 0; i < TM; ++i) {
            const int row = bm + warpRow * WM + wm * WSUBM + laneRow * TM + i;
#pragma unroll
            for (int wn = 0; wn < WNITER; ++wn)
#pragma unroll
                for (int j = 0; j < TN; j += 4) {
                    const int col = bn + warpCol * WN + wn * WSUBN + laneCol * TN + j;
                    const float* r = &acc[wm * TM + i][wn * TN + j];
                    *reinterpret_cast<float4*>(&C[(long long)row * N + col]) = make_float4(r[0], r[1], r[2], r[3]);
                }
        }
}
