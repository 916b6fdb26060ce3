// One thread per point, consecutive threads on consecutive rows (uncoalesced).
extern "C" __global__ void stencil5_colmajor(const float* in, float* out, int rows, int cols)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i >= rows || j >= cols) return;
    const long long idx = (long long)i * cols + j;
    if (i == 0 || j == 0 || i == rows - 1 || j == cols - 1) {
        out[idx] = in[idx];
        return;
    }
    out[idx] = 0.2f * (in[idx] + in[idx - cols] + in[idx + cols] + in[idx - 1] + in[idx + 1]);
}
