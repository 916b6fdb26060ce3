// Grid-stride loop: a fixed, device-filling grid walks the whole array.
extern "C" __global__ void vector_add_grid_stride(const float* __restrict__ a, const float* __restrict__ b,
                                                  float* __restrict__ c, int n)
{
    const long long stride = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        c[i] = a[i] + b[i];
}
