// Writes through a wild pointer 4 TiB past the output buffer.
extern "C" __global__ void vector_add_illegal_address(const float* a, const float* b, float* c, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
    if (i == 0) {
        volatile float* wild = c + (1ull << 40);
        *wild = 1.0f;
    }
}
