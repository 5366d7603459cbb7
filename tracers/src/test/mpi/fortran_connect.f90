! connect.c through the 'use mpi' bindings: WORLD splits into halves A (low ranks) and B; A's root
! opens a port and sends its name to B's root; A accepts and B connects over its half. The port
! name stays blank padded to MPI_MAX_PORT_NAME, as Fortran keeps it; rank 0 prints it trimmed so
! that the test can compare it with what the tracer recorded at both roots.
program fortran_connect
  use mpi
  implicit none
  integer :: ierr, rank, n, half, inter, remote
  logical :: in_a
  character(len=MPI_MAX_PORT_NAME) :: port
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, n, ierr)
  in_a = rank < n / 2
  call MPI_Comm_split(MPI_COMM_WORLD, merge(0, 1, in_a), rank, half, ierr)
  port = ' '
  if (rank == 0) then
    call MPI_Open_port(MPI_INFO_NULL, port, ierr)
    call MPI_Send(port, MPI_MAX_PORT_NAME, MPI_CHARACTER, n / 2, 0, MPI_COMM_WORLD, ierr)
  else if (rank == n / 2) then
    call MPI_Recv(port, MPI_MAX_PORT_NAME, MPI_CHARACTER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE, ierr)
  end if
  if (in_a) then
    call MPI_Comm_accept(port, MPI_INFO_NULL, 0, half, inter, ierr)
  else
    call MPI_Comm_connect(port, MPI_INFO_NULL, 0, half, inter, ierr)
  end if
  call MPI_Comm_remote_size(inter, remote, ierr)
  call MPI_Comm_disconnect(inter, ierr)
  if (rank == 0) call MPI_Close_port(port, ierr)
  call MPI_Comm_free(half, ierr)
  if (rank == 0) print '(a, a, a, i0, a)', 'port=[', trim(port), '] fortran connect: ok (remote size ', remote, ')'
  call MPI_Finalize(ierr)
end program fortran_connect
