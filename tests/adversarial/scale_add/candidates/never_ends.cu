__device__ int release;
extern "C" __global__ void scale_add(const float* x, const float* w, float* y, int n) {
    while (*(volatile int*)&release == 0) { }
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = x[i] * w[i] + x[i];
}
