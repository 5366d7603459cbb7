#include <mpi.h>
#include <stdio.h>
int main(int c, char**v){MPI_Init(&c,&v);
for(int p=1;p<=1200;p++){int d2[2]={0,0},d3[3]={0,0,0};MPI_Dims_create(p,2,d2);MPI_Dims_create(p,3,d3);
printf("%d %d %d %d %d %d\n",p,d2[0],d2[1],d3[0],d3[1],d3[2]);}
MPI_Finalize();}
