// Thread 12345 traps.
extern "C" __global__ void vector_add_trap(const float* a, const float* b, float* c, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
    if (i == 12345) __trap();
}
