! The application's own traffic from Fortran (TrafficMpiTest): a broadcast, a ring of blocking
! sends (even ranks send first) and an allreduce, through 'use mpi' under both MPIs.
program traffic
  use mpi
  implicit none
  integer :: ierr, rank, nprocs, right, left, x, y
  double precision :: input(64), v, s
  call mpi_init(ierr)
  call mpi_comm_rank(MPI_COMM_WORLD, rank, ierr)
  call mpi_comm_size(MPI_COMM_WORLD, nprocs, ierr)
  input = 0
  call mpi_bcast(input, 64, MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD, ierr)
  right = mod(rank + 1, nprocs)
  left = mod(rank + nprocs - 1, nprocs)
  x = rank
  if (mod(rank, 2) == 0) then
    call mpi_send(x, 1, MPI_INTEGER, right, 1, MPI_COMM_WORLD, ierr)
    call mpi_recv(y, 1, MPI_INTEGER, left, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  else
    call mpi_recv(y, 1, MPI_INTEGER, left, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
    call mpi_send(x, 1, MPI_INTEGER, right, 1, MPI_COMM_WORLD, ierr)
  end if
  v = rank
  call mpi_allreduce(v, s, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
  call mpi_finalize(ierr)
end program traffic
