// Reference: one thread per element, c[i] = a[i] + b[i].
extern "C" __global__ void vector_add_ref(const float* a, const float* b, float* c, int n)
{
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
