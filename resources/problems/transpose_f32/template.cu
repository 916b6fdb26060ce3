// Tunable shared-memory tiled transpose. Parameters (as -D macros):
//   TILE        the block transposes a TILE x TILE tile (TILE threads along x)
//   BLOCK_ROWS  threads along y; each thread moves TILE / BLOCK_ROWS elements
//   LAYOUT      shared tile layout: 0 = plain [TILE][TILE] (bank conflicts on the column
//               read), 1 = padded [TILE][TILE+1], 2 = XOR-swizzled columns
// The plan guarantees rows % TILE == 0, cols % TILE == 0 and TILE % BLOCK_ROWS == 0.
#ifndef TILE
#define TILE 32
#endif
#ifndef BLOCK_ROWS
#define BLOCK_ROWS 8
#endif
#ifndef LAYOUT
#define LAYOUT 1
#endif

#if LAYOUT == 1
#define PITCH (TILE + 1)
#define IDX(r, c) ((r) * PITCH + (c))
#elif LAYOUT == 2
#define PITCH TILE
#define SWZ_MASK ((TILE < 32 ? TILE : 32) - 1)
#define IDX(r, c) ((r) * PITCH + ((c) ^ ((r) & SWZ_MASK)))
#else
#define PITCH TILE
#define IDX(r, c) ((r) * PITCH + (c))
#endif

extern "C" __global__ void __launch_bounds__(TILE * BLOCK_ROWS)
transpose_tuned(const float* __restrict__ in, float* __restrict__ out, int rows, int cols)
{
    __shared__ float tile[TILE * PITCH];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int c0 = blockIdx.x * TILE, r0 = blockIdx.y * TILE;
#pragma unroll
    for (int k = 0; k < TILE; k += BLOCK_ROWS)
        tile[IDX(ty + k, tx)] = in[(long long)(r0 + ty + k) * cols + c0 + tx];
    __syncthreads();
    // out[c0 + ty + k][r0 + tx] = in[r0 + tx][c0 + ty + k]
#pragma unroll
    for (int k = 0; k < TILE; k += BLOCK_ROWS)
        out[(long long)(c0 + ty + k) * rows + r0 + tx] = tile[IDX(tx, ty + k)];
}
