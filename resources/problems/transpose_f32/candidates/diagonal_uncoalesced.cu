// Each block handles a 32 x 32 tile (rows % 32 == 0, cols % 32 == 0); thread (l, y) moves
// the elements (r0 + l, c0 + (l + j) % 32) for j = y, y + 8, y + 16, y + 24.
extern "C" __global__ void transpose_diagonal(const float* in, float* out, int rows, int cols)
{
    const int l = threadIdx.x;
    const int r = blockIdx.y * 32 + l;
    for (int j = threadIdx.y; j < 32; j += 8) {
        const int c = blockIdx.x * 32 + ((l + j) & 31);
        out[(long long)c * rows + r] = in[(long long)r * cols + c];
    }
}
