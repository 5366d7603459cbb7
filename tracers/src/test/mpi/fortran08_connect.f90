! The same as fortran_connect.f90 through mpi_f08 (ierror left out).
program fortran08_connect
  use mpi_f08
  implicit none
  integer :: rank, n, remote
  logical :: in_a
  type(MPI_Comm) :: half, inter
  character(len=MPI_MAX_PORT_NAME) :: port
  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, n)
  in_a = rank < n / 2
  call MPI_Comm_split(MPI_COMM_WORLD, merge(0, 1, in_a), rank, half)
  port = ' '
  if (rank == 0) then
    call MPI_Open_port(MPI_INFO_NULL, port)
    call MPI_Send(port, MPI_MAX_PORT_NAME, MPI_CHARACTER, n / 2, 0, MPI_COMM_WORLD)
  else if (rank == n / 2) then
    call MPI_Recv(port, MPI_MAX_PORT_NAME, MPI_CHARACTER, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
  end if
  if (in_a) then
    call MPI_Comm_accept(port, MPI_INFO_NULL, 0, half, inter)
  else
    call MPI_Comm_connect(port, MPI_INFO_NULL, 0, half, inter)
  end if
  call MPI_Comm_remote_size(inter, remote)
  call MPI_Comm_disconnect(inter)
  if (rank == 0) call MPI_Close_port(port)
  call MPI_Comm_free(half)
  if (rank == 0) print '(a, a, a, i0, a)', 'port=[', trim(port), '] fortran08 connect: ok (remote size ', remote, ')'
  call MPI_Finalize()
end program fortran08_connect
